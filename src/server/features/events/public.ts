/**
 * What other features use of events: a filtered page of the list (exports), and the edit of one
 * event (changes from the conference data a person applies).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { selectEventPage } from './event-query';
export { updateEvent } from './events.service';
