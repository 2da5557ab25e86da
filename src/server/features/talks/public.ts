/**
 * What other features use of talks: outcome counts and rates (speakers), the list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { outcomeSummary } from './talk-outcomes';
export { listTalks } from './talk-query';
