import type { CurrentUser } from './identity';
import { ForbiddenError } from './errors';

/** Anything a user created; createdById null means nobody owns it (e.g. after the creator left). */
export interface Owned {
  createdById: number | null;
}

const isAdmin = (user: CurrentUser) => user.roles.includes('admin');

/**
 * Who may do what (docs/product.md, Roles and permissions), as one flat table. Every signed-in
 * member creates and edits the team's records (events, CFP submissions, attendees, sponsorships,
 * stakeholders, assets), so those writes have no rule here; the rules that can refuse are below:
 * deleting a record needs admin or being its creator; a workflow is edited by its requester or an
 * admin; profiles are their owner's alone; only an assigned reviewer decides on a workflow (admin
 * included), and once one has decided, only an admin changes who reviews it. Services call these
 * through `ensure` (or narrow a query by them); nothing else tests a role.
 */
export const can = {
  /**
   * The administration of the instance: accounts and their roles, the audit log, everyone's API
   * tokens, the email outbox and the test email.
   */
  administer: (user: CurrentUser) => isAdmin(user),
  /**
   * Deleting a record: its creator or an admin. Moving a record to another event takes it out of
   * its event, so the same rule decides that too.
   */
  deleteRecord: (user: CurrentUser, record: Owned) =>
    isAdmin(user) || record.createdById === user.id,
  /** A workflow's requester or an admin edits it (who reviews it follows changeReviewers). */
  editWorkflow: (user: CurrentUser, workflow: { requesterId: number | null }) =>
    isAdmin(user) || workflow.requesterId === user.id,
  /** Deleting an event deletes its records with it; other people's records need an admin. */
  deleteEventWithOthersRecords: (user: CurrentUser) => isAdmin(user),
  editProfile: (user: CurrentUser, profileUserId: number) => user.id === profileUserId,
  decideWorkflow: (user: CurrentUser, reviewerIds: readonly number[]) =>
    reviewerIds.includes(user.id),
  changeReviewers: (user: CurrentUser, someoneDecided: boolean) => !someoneDecided || isAdmin(user),
};

/** Throws 403 unless the permission holds; services call it on their first line. */
export function ensure(allowed: boolean, message?: string): void {
  if (!allowed) throw new ForbiddenError(message);
}
