/**
 * What other features use of approval workflows: the filtered list (exports), and creating and
 * resubmitting one (a trip's request for approval).
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export { createWorkflow, listWorkflows } from './approval-workflows.service';
export { resubmitWorkflow } from './workflow-reviews.service';
