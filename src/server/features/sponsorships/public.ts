/**
 * What other features use of sponsorships: the filtered list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { sponsorshipRecords } from './sponsorships.service';
