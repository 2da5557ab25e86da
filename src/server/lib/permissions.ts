import type { CurrentUser } from '../plugins/auth/current-user';
import { ForbiddenError } from './errors';

/** Anything a user created; createdById null means nobody owns it (e.g. after the creator left). */
export interface Owned {
  createdById: number | null;
}

export const isAdmin = (user: CurrentUser) => user.roles.includes('admin');

/**
 * Who may do what (docs/product.md, Roles and permissions), as one flat table: every signed-in
 * user creates and edits the team's records; deleting needs admin or being the creator; profiles
 * are their owner's alone; only an assigned reviewer decides on a workflow (admin included), and
 * once one has decided, only an admin changes who reviews it.
 */
export const can = {
  createRecord: (_user: CurrentUser) => true,
  editRecord: (_user: CurrentUser, _record: Owned) => true,
  deleteRecord: (user: CurrentUser, record: Owned) =>
    isAdmin(user) || record.createdById === user.id,
  /** Moving a record to another event takes it out of its event: the right to delete it there. */
  moveRecord: (user: CurrentUser, record: Owned) => isAdmin(user) || record.createdById === user.id,
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
