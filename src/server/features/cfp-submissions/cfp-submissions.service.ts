import { eq, max } from 'drizzle-orm';
import type { CFP_SUBMISSION_SORTS } from '@shared/schemas/cfp-submission';
import {
  cfpSubmissionSchema,
  type CfpSubmission,
  type CfpSubmissionChanges,
  type CfpSubmissionListQuery,
  type NewCfpSubmission,
} from '@shared/schemas/cfp-submission';
import type { Db } from '../../db/client';
import { cfpSubmissions, events, talkRevisions } from '../../db/schema/index';
import { ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { eventRecords } from '../../lib/event-records';
import { lowered } from '../../lib/sql';
import { notifyCfpStatusChanged } from '../notifications/public';

/** Today's calendar date on the server, in UTC. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** CFP submissions of an event: one of the event records (lib/event-records.ts). */
export const cfpSubmissionRecords = eventRecords<
  typeof cfpSubmissions,
  CfpSubmission,
  (typeof CFP_SUBMISSION_SORTS)[number],
  CfpSubmissionListQuery,
  NewCfpSubmission,
  CfpSubmissionChanges
>({
  table: cfpSubmissions,
  name: 'CFP submission',
  notFound: 'CFP submission not found',
  sortable: {
    title: lowered(cfpSubmissions.title),
    submitterName: lowered(cfpSubmissions.submitterName),
    status: cfpSubmissions.status,
    submissionDate: cfpSubmissions.submissionDate,
    eventName: lowered(events.name),
    createdAt: cfpSubmissions.createdAt,
  },
  defaultSort: { by: 'submissionDate', descending: true },
  searched: [cfpSubmissions.title, cfpSubmissions.submitterName, cfpSubmissions.abstract],
  filters: (query) => [
    query.status === undefined ? undefined : eq(cfpSubmissions.status, query.status),
  ],
  answer: cfpSubmissionSchema,
  toRecord: (row) => ({
    ...row,
    status: row.status as CfpSubmission['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  createdValues: (user, input) => ({
    submissionDate: input.submissionDate ?? todayUtc(),
    submitterId: user.id,
  }),
  afterUpdate: (tx, { before, after, user }) =>
    notifyCfpStatusChanged(tx, {
      submissionId: after.id,
      from: before.status,
      to: after.status,
      actorId: user.id,
    }),
});

/** The talk's current revision, which a submission naming the talk remembers; 400 without it. */
async function currentRevision(db: Db, talkId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(talkRevisions.id) })
    .from(talkRevisions)
    .where(eq(talkRevisions.talkId, talkId));
  if (!row?.id) throw new ValidationError('Talk not found', { talkId: 'Talk not found' });
  return row.id;
}

/**
 * The record services, with `talkId` (optional) kept with the talk's revision it sent. A
 * submission without a talk is created and updated exactly as before.
 */
export const cfpSubmissionServices = {
  ...cfpSubmissionRecords,
  async create(db: Db, user: CurrentUser, input: NewCfpSubmission) {
    const talkRevisionId = input.talkId ? await currentRevision(db, input.talkId) : null;
    return cfpSubmissionRecords.create(db, user, input, { talkRevisionId });
  },
  async update(
    db: Db,
    user: CurrentUser,
    id: number,
    input: CfpSubmissionChanges,
    expected?: number,
  ) {
    const talkRevisionId = input.talkId ? await currentRevision(db, input.talkId) : null;
    return cfpSubmissionRecords.update(db, user, id, input, expected, (changes, before) =>
      changes.talkId === undefined || changes.talkId === before.talkId
        ? changes
        : { ...changes, talkRevisionId },
    );
  },
};
