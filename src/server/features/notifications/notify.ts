import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  approvalWorkflows,
  cfpSubmissions,
  eventFollows,
  events,
  speakers,
  talkSpeakers,
  users,
  workflowReviewers,
} from '../../db/schema/index';
import { notificationOutbox } from '../../db/schema/notifications';
import {
  cfpStatusContent,
  eventStatusContent,
  reviewRequestedContent,
  workflowCommentContent,
  workflowDecidedContent,
  type EventFacts,
  type Notice,
} from './notices';
import { followersOf } from './follows';
import { recordNotices } from './outbox';
import { idArray, rowsOf } from '../../lib/sql';

// The hooks the services call inside their own transactions: a change and the notices it causes
// commit together or not at all (the outbox). Nobody is told about what they did themselves.

const displayName = sql<string>`coalesce(nullif(${users.name}, ''), ${users.username})`;

async function nameOf(tx: Db, userId: number): Promise<string> {
  const [row] = await tx.select({ name: displayName }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Someone';
}

const eventFactColumns = {
  id: events.id,
  name: events.name,
  startDate: events.startDate,
  endDate: events.endDate,
  location: events.location,
  link: events.link,
  cfpDeadline: events.cfpDeadline,
  cfpLink: events.cfpLink,
};

/** The accounts among a talk's speakers (external speakers have none to tell). */
async function speakerAccountsOf(tx: Db, talkId: number | null): Promise<number[]> {
  if (talkId === null) return [];
  const rows = await tx
    .select({ userId: speakers.userId })
    .from(talkSpeakers)
    .innerJoin(speakers, eq(speakers.id, talkSpeakers.speakerId))
    .where(and(eq(talkSpeakers.talkId, talkId), isNotNull(speakers.userId)));
  return rows.map((row) => row.userId!);
}

/**
 * A CFP submission's status changed: its submitter and, when it was made from a library talk, the
 * talk's account speakers hear of it (cfp_status_updates), each once, never the person who made
 * the change.
 */
export async function notifyCfpStatusChanged(
  tx: Db,
  change: { submissionId: number; from: string; to: string; actorId: number },
): Promise<void> {
  if (change.from === change.to) return;
  const [row] = await tx
    .select({
      submitterId: cfpSubmissions.submitterId,
      talkId: cfpSubmissions.talkId,
      title: cfpSubmissions.title,
      eventId: cfpSubmissions.eventId,
      event: eventFactColumns,
    })
    .from(cfpSubmissions)
    .innerJoin(events, eq(events.id, cfpSubmissions.eventId))
    .where(eq(cfpSubmissions.id, change.submissionId));
  if (!row) return;
  const speakerIds = (await speakerAccountsOf(tx, row.talkId)).filter(
    (id) => id !== row.submitterId && id !== change.actorId,
  );
  const tellSubmitter = row.submitterId !== null && row.submitterId !== change.actorId;
  if (!tellSubmitter && speakerIds.length === 0) return;
  const facts = {
    submission: { id: change.submissionId, title: row.title, eventId: row.eventId },
    event: row.event as EventFacts,
    from: change.from,
    to: change.to,
    actorName: await nameOf(tx, change.actorId),
  };
  const recipients = [
    ...(tellSubmitter ? [{ userId: row.submitterId!, role: 'submitter' as const }] : []),
    ...[...new Set(speakerIds)].map((userId) => ({ userId, role: 'speaker' as const })),
  ];
  await recordNotices(
    tx,
    recipients.map(({ userId, role }): Notice => ({
      kind: 'cfp_status',
      subject: `submission:${change.submissionId}`,
      userId,
      ...cfpStatusContent({ ...facts, role }),
    })),
  );
}

/**
 * Events changed status (one, or many in one bulk change): whoever follows each of them, Unfollow
 * subtracted, hears of it; not the person who changed it. Two reads whatever the number of events.
 */
export async function notifyEventStatusChanged(
  tx: Db,
  input: { changes: readonly { eventId: number; from: string }[]; to: string; actorId: number },
): Promise<void> {
  const changes = input.changes.filter((change) => change.from !== input.to);
  if (changes.length === 0) return;
  const ids = idArray(changes.map((change) => change.eventId));
  const followers = rowsOf<{ event_id: number; user_id: number }>(
    await tx.execute(sql`
      select event_id, user_id from (${followersOf(ids)}) f where user_id <> ${input.actorId}
      except
      select u.event_id, u.user_id from ${eventFollows} u
      where u.event_id = any(${ids}) and not u.following`),
  );
  if (followers.length === 0) return;
  const facts = await tx
    .select(eventFactColumns)
    .from(events)
    .where(sql`${events.id} = any(${ids})`);
  const byId = new Map(facts.map((event) => [event.id, event as EventFacts]));
  const actorName = await nameOf(tx, input.actorId);
  const from = new Map(changes.map((change) => [change.eventId, change.from]));
  await recordNotices(
    tx,
    followers.flatMap(({ event_id: eventId, user_id: userId }): Notice[] => {
      const event = byId.get(eventId);
      if (!event) return [];
      const content = eventStatusContent({
        event,
        from: from.get(eventId)!,
        to: input.to,
        actorName,
      });
      return [{ kind: 'event_status', subject: `event:${eventId}`, userId, ...content }];
    }),
  );
}

async function workflowOf(tx: Db, workflowId: number) {
  const [row] = await tx
    .select({
      id: approvalWorkflows.id,
      title: approvalWorkflows.title,
      requesterId: approvalWorkflows.requesterId,
    })
    .from(approvalWorkflows)
    .where(eq(approvalWorkflows.id, workflowId));
  return row;
}

/** Reviewers were added to a workflow (on create or edit): each is asked to review. */
export async function notifyReviewRequested(
  tx: Db,
  input: { workflowId: number; reviewerIds: readonly number[]; actorId: number },
): Promise<void> {
  const recipients = [...new Set(input.reviewerIds)].filter((id) => id !== input.actorId);
  if (recipients.length === 0) return;
  const workflow = await workflowOf(tx, input.workflowId);
  if (!workflow) return;
  const content = reviewRequestedContent(workflow, await nameOf(tx, input.actorId));
  await recordNotices(
    tx,
    recipients.map((userId): Notice => ({
      kind: 'review_requested',
      subject: `workflow:${workflow.id}`,
      userId,
      ...content,
    })),
  );
}

/** A reviewer decided: the requester hears of it. */
export async function notifyWorkflowDecided(
  tx: Db,
  input: { workflowId: number; decision: string; comment: string | null; actorId: number },
): Promise<void> {
  const workflow = await workflowOf(tx, input.workflowId);
  if (!workflow?.requesterId || workflow.requesterId === input.actorId) return;
  const content = workflowDecidedContent(
    workflow,
    await nameOf(tx, input.actorId),
    input.decision,
    input.comment,
  );
  await recordNotices(tx, [
    {
      kind: 'workflow_decided',
      subject: `workflow:${workflow.id}`,
      userId: workflow.requesterId,
      ...content,
    },
  ]);
}

/** A comment on a workflow: its requester and reviewers hear of it, the author does not. */
export async function notifyWorkflowComment(
  tx: Db,
  input: { workflowId: number; comment: string; actorId: number },
): Promise<void> {
  const workflow = await workflowOf(tx, input.workflowId);
  if (!workflow) return;
  const reviewers = await tx
    .select({ id: workflowReviewers.reviewerId })
    .from(workflowReviewers)
    .where(
      and(
        eq(workflowReviewers.workflowId, input.workflowId),
        ne(workflowReviewers.reviewerId, input.actorId),
      ),
    );
  const recipients = new Set(reviewers.map((reviewer) => reviewer.id));
  if (workflow.requesterId && workflow.requesterId !== input.actorId) {
    recipients.add(workflow.requesterId);
  }
  if (recipients.size === 0) return;
  const content = workflowCommentContent(workflow, await nameOf(tx, input.actorId), input.comment);
  await recordNotices(
    tx,
    [...recipients].map((userId): Notice => ({
      kind: 'workflow_comment',
      subject: `workflow:${workflow.id}`,
      userId,
      ...content,
    })),
  );
}

/** Reviewers in `after` who were not in `before` are asked to review. */
export async function notifyReviewersAdded(
  tx: Db,
  input: {
    workflowId: number;
    before: readonly number[];
    after: readonly number[];
    actorId: number;
  },
): Promise<void> {
  const added = input.after.filter((id) => !input.before.includes(id));
  await notifyReviewRequested(tx, {
    workflowId: input.workflowId,
    reviewerIds: added,
    actorId: input.actorId,
  });
}

/**
 * An event's dates or status changed, or it is being deleted (one event, or several changed
 * together): reminder emails of it not sent yet
 * that no longer fit (another date, a cancelled or deleted event) are dropped. The pass writes
 * reminders for the new date when theirs fall due; notices already in the app stay as history.
 */
export async function supersedeEventReminders(
  tx: Db,
  eventIds: number | readonly number[],
): Promise<void> {
  const ids = typeof eventIds === 'number' ? [eventIds] : eventIds;
  if (ids.length === 0) return;
  const subjects = sql`${`{${ids.map((id) => `event:${id}`).join(',')}}`}::text[]`;
  await tx.execute(sql`
    update ${notificationOutbox} o
    set email_status = 'skipped', last_error = 'Superseded: the event was changed or deleted'
    where o.kind in ('cfp_deadline_3d', 'cfp_deadline_today', 'event_7d', 'event_1d')
      and o.subject = any(${subjects})
      and o.email_status = 'pending'
      and not exists (
        select 1 from ${events} e
        where 'event:' || e.id = o.subject and e.status <> 'cancelled'
          and o.due_key = (case when o.kind like 'cfp%' then e.cfp_deadline else e.start_date end)::text)`);
}
