/**
 * What other features use of trips: the check that an asset may be linked to a trip (receipts).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { ensureTripEditable } from './trip-links';
