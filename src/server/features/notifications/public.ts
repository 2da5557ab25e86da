/**
 * What other features use of notifications: the notices their changes send, and who follows an
 * event.
 * Other features import this file and nothing else of this one (eslint.config.js).
 */
export {
  notifyCfpStatusChanged,
  notifyEventStatusChanged,
  notifyReviewRequested,
  notifyReviewersAdded,
  notifyWorkflowComment,
  notifyWorkflowDecided,
  supersedeEventReminders,
} from './notify';
export { eventsFollowedBy } from './follows';
export { notifyWebhookDisabled } from './webhook-notice';
export { retryDelayMs } from './delivery';
export { pacer } from './pacing';
export { CLAIM_BATCH, claimDue, type Outbox } from './outbox-claim';
