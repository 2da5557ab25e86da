/**
 * What other features use of approval workflows: the filtered list (exports).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { listWorkflows } from './approval-workflows.service';
