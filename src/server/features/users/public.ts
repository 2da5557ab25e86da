/**
 * What other features use of people: their notification preferences.
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { readPreferences } from './users.service';
