/**
 * What other features use of stakeholders: the filtered list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { listStakeholders } from './stakeholders.service';
