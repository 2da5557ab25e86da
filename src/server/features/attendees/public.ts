/**
 * What other features use of attendees: the filtered list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { attendeeRecords } from './attendees.service';
