/**
 * What other features use of events: a filtered page of the list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { selectEventPage } from './event-query';
