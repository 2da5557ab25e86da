/**
 * What other features use of events: a filtered page of the list (exports) and creating one
 * (Discover's Track, which validates its values with the event form's schema first).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { selectEventPage } from './event-query';
export { createEvent } from './events.service';
