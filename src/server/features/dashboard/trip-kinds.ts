import { sql } from 'drizzle-orm';
import { approvalWorkflows, events, trips, users, workflowReviewers } from '../../db/schema/index';
import { tripStatusSql } from '../trips/public';
import type { WeekLineKind } from './my-week-line';

const tripHref = sql`'/trips/' || ${trips.id}`;
/** Trips with their event and (while asked) their workflow, for `tripStatusSql`. */
const tripsWithEvent = sql`${trips}
  join ${events} on ${events.id} = ${trips.eventId}
  left join ${approvalWorkflows} on ${approvalWorkflows.id} = ${trips.workflowId}`;

/** Issue 27: my approved trips whose checklist still has something to book; soonest first. */
export const tripsToBook: WeekLineKind = {
  kind: 'tripsToBook',
  title: 'Your trips still to book',
  empty:
    'Your approved trips appear here until the ticket, transport and lodging are booked or not needed.',
  dateLabel: 'Departs',
  query: ({ userId }) => ({
    from: sql`${tripsWithEvent}
      where ${trips.travellerId} = ${userId} and ${tripStatusSql} = 'approved'`,
    line: {
      id: sql`${trips.id}`,
      title: sql`${events.name}`,
      href: tripHref,
      date: sql`coalesce(${trips.departDate}, ${events.startDate})`,
      detail: sql`${events.location}`,
    },
    orderBy: sql`coalesce(${trips.departDate}, ${events.startDate}), ${trips.id}`,
  }),
};

/**
 * My trips whose event has ended and whose report is still missing (the trips the report
 * requests ask about, whatever their age); the longest owed first.
 */
export const tripReportsOwed: WeekLineKind = {
  kind: 'tripReportsOwed',
  title: 'Trip reports you owe',
  empty: 'Trips you went on appear here once the event has ended, until you write the trip report.',
  dateLabel: 'Event ended',
  overdue: true,
  query: ({ userId, today }) => ({
    from: sql`${tripsWithEvent}
      where ${trips.travellerId} = ${userId} and ${events.endDate} < ${today}
        and ${events.status} <> 'cancelled'
        and ${tripStatusSql} in ('approved', 'booked', 'completed')`,
    line: {
      id: sql`${trips.id}`,
      title: sql`${events.name}`,
      href: tripHref,
      date: sql`${events.endDate}`,
      detail: sql`'Write the trip report'`,
    },
    orderBy: sql`${events.endDate}, ${trips.id}`,
  }),
};

/** Trips whose approval request names me as a reviewer still to decide; oldest request first. */
export const tripApprovals: WeekLineKind = {
  kind: 'tripApprovals',
  title: 'Trips waiting for your approval',
  empty: 'Trips whose approval request names you as a reviewer appear here until you decide.',
  dateLabel: 'Departs',
  query: ({ userId }) => ({
    from: sql`${tripsWithEvent}
      join ${workflowReviewers} r on r.workflow_id = ${approvalWorkflows.id}
      left join ${users} traveller on traveller.id = ${trips.travellerId}
      where r.reviewer_id = ${userId} and r.status = 'pending'
        and ${approvalWorkflows.status} = 'pending' and ${trips.stage} = 'requested'
        and ${trips.travellerId} is distinct from ${userId}`,
    line: {
      id: sql`${trips.id}`,
      title: sql`${events.name}`,
      href: tripHref,
      date: sql`coalesce(${trips.departDate}, ${events.startDate})`,
      since: sql`(${approvalWorkflows.createdAt} at time zone 'UTC')::date`,
      detail: sql`coalesce(traveller.name, traveller.username, 'A former user')`,
      decideWorkflowId: sql`${approvalWorkflows.id}`,
    },
    orderBy: sql`${approvalWorkflows.createdAt}, ${trips.id}`,
  }),
};
