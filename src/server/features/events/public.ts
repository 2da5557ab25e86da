/**
 * What other features use of events: a filtered page of the list (exports), creating one
 * (Discover's Track, which validates its values with the event form's schema first) and the edit
 * of one (changes from the conference data a person applies).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { selectEventPage } from './event-query';
export { createEvent, updateEvent } from './events.service';
