/**
 * What other features use of CFP submissions: the filtered list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { cfpSubmissionRecords } from './cfp-submissions.service';
