import { sql, type SQL } from 'drizzle-orm';
import {
  approvalWorkflows,
  attendees,
  cfpSubmissions,
  events,
  trips,
  users,
  workflowReviewers,
} from '../../db/schema/index';
import { newCfps } from './new-cfps-kind';
import { talkDrafts } from './talk-drafts-kind';
import { tripApprovals, tripReportsOwed, tripsToBook } from './trip-kinds';
import { weekLineKind, type LineFields, type WeekLineKind, type WeekScope } from './my-week-line';

const PEOPLE_SHOWN = 8;
const displayName = (alias: string) => sql.raw(`coalesce(${alias}.name, ${alias}.username)`);
const dayOf = (instant: SQL) => sql`(${instant} at time zone 'UTC')::date`;
const workflowHref = sql`'/approval-workflows/' || w.id`;
const eventHref = sql`'/events/' || e.id`;
/** Workflows still waiting for a decision, on hold, or back with the requester for changes. */
const OPEN_WORKFLOW = sql`w.status in ('pending', 'changes_requested', 'on_hold')`;

/** Names from a correlated `select name … order by …`, the first few, and how many more. */
function namesOf(namesQuery: SQL): Pick<LineFields, 'people' | 'morePeople'> {
  return {
    people: sql`array(${namesQuery} limit ${PEOPLE_SHOWN})`,
    morePeople: sql`greatest((select count(*) from (${namesQuery}) n) - ${PEOPLE_SHOWN}, 0)`,
  };
}

const approvals = weekLineKind({
  kind: 'approvals',
  title: 'Waiting for your decision',
  empty: 'Approval requests that name you as a reviewer appear here until you decide.',
  dateLabel: 'Due',
  query: ({ userId }) => ({
    from: sql`${workflowReviewers} r
      join ${approvalWorkflows} w on w.id = r.workflow_id
      left join ${users} q on q.id = w.requester_id
      where r.reviewer_id = ${userId} and r.status = 'pending' and w.status = 'pending'
        and w.requester_id is distinct from ${userId}
        and not exists (select 1 from ${trips} t where t.workflow_id = w.id)`,
    line: {
      id: sql`w.id`,
      title: sql`w.title`,
      href: workflowHref,
      date: sql`w.due_date`,
      since: dayOf(sql`w.created_at`),
      detail: sql`'Requested by ' || coalesce(${displayName('q')}, 'a former user')`,
      decideWorkflowId: sql`w.id`,
    },
    // Oldest request first.
    orderBy: sql`w.created_at, w.id`,
  }),
});

const pendingReviewers = sql`
  select ${displayName('u')} from ${workflowReviewers} pr join ${users} u on u.id = pr.reviewer_id
  where pr.workflow_id = w.id and pr.status = 'pending' order by 1`;

const myRequests = weekLineKind({
  kind: 'myRequests',
  title: 'Your requests waiting on others',
  peopleLabel: 'Waiting on',
  empty: 'Approval requests you made appear here while reviewers still have to decide.',
  dateLabel: 'Due',
  query: ({ userId }) => ({
    from: sql`${approvalWorkflows} w where w.requester_id = ${userId} and w.status = 'pending'`,
    line: {
      id: sql`w.id`,
      title: sql`w.title`,
      href: workflowHref,
      date: sql`w.due_date`,
      since: dayOf(sql`w.created_at`),
      ...namesOf(pendingReviewers),
    },
    orderBy: sql`w.created_at, w.id`,
  }),
});

/** Events we mean to speak at whose CFP closes from today to `until`, not cancelled. */
const speakingCfpOpen = ({ today, until }: WeekScope) => sql`
  ${events} e where e.cfp_deadline between ${today} and ${until}
    and 'speaking' = any(e.goal) and e.status <> 'cancelled'`;
/** A submission of the team's to the event `e` that is still on (withdrawn ones do not count). */
const teamSubmission = sql`
  select 1 from ${cfpSubmissions} s where s.event_id = e.id and s.status <> 'withdrawn'`;

/** The event's CFP line: its name, location, deadline and the CFP's own page. */
const cfpLine = {
  id: sql`e.id`,
  title: sql`e.name`,
  href: eventHref,
  date: sql`e.cfp_deadline`,
  detail: sql`e.location`,
  externalLink: sql`e.cfp_link`,
};
const cfpListTexts = (which: 'no' | 'a') => ({
  empty: `Events with the speaking goal whose CFP closes in the next 14 days and that have ${which} submission from us appear here.`,
  dateLabel: 'Deadline',
});

const cfpWithoutSubmission = weekLineKind({
  kind: 'cfpWithoutSubmission',
  title: 'CFPs closing, no submission yet',
  ...cfpListTexts('no'),
  query: (scope) => ({
    from: sql`${speakingCfpOpen(scope)} and not exists (${teamSubmission})`,
    line: cfpLine,
    orderBy: sql`e.cfp_deadline, e.id`,
  }),
});

const cfpWithSubmission = weekLineKind({
  kind: 'cfpWithSubmission',
  title: 'CFPs closing, submitted',
  peopleLabel: 'Submitted by',
  ...cfpListTexts('a'),
  query: (scope) => ({
    from: sql`${speakingCfpOpen(scope)} and exists (${teamSubmission})`,
    line: {
      ...cfpLine,
      ...namesOf(sql`
        select s.submitter_name || ' (' || s.status || ')' from ${cfpSubmissions} s
        where s.event_id = e.id and s.status <> 'withdrawn' order by s.submitter_name, s.id`),
    },
    orderBy: sql`e.cfp_deadline, e.id`,
  }),
});

const eventsSoon = weekLineKind({
  kind: 'events',
  title: 'Your events in the next 14 days',
  peopleLabel: 'Going',
  empty:
    'Events you follow or attend that start in the next 14 days appear here, with who from the team goes.',
  dateLabel: 'Starts',
  query: ({ today, until, followed }) => ({
    from: sql`${events} e where e.start_date between ${today} and ${until}
      and e.status <> 'cancelled' and e.id in (${followed})`,
    line: {
      id: sql`e.id`,
      title: sql`e.name`,
      href: eventHref,
      date: sql`e.start_date`,
      detail: sql`e.location`,
      ...namesOf(sql`
        select a.name from ${attendees} a where a.event_id = e.id order by lower(a.name), a.id`),
    },
    orderBy: sql`e.start_date, e.id`,
  }),
});

const overdueWorkflows = weekLineKind({
  kind: 'overdueWorkflows',
  title: 'Overdue approvals',
  empty:
    'Approval requests you made or still have to decide on appear here once their due date has passed.',
  dateLabel: 'Was due',
  overdue: true,
  query: ({ userId, today }) => {
    const mineToDecide = sql`exists (
      select 1 from ${workflowReviewers} r
      where r.workflow_id = w.id and r.reviewer_id = ${userId} and r.status = 'pending')
      and w.status = 'pending' and w.requester_id is distinct from ${userId}`;
    return {
      from: sql`${approvalWorkflows} w
        where w.due_date < ${today} and ${OPEN_WORKFLOW}
          and w.id in (
            select id from ${approvalWorkflows} where requester_id = ${userId}
            union
            select workflow_id from ${workflowReviewers}
            where reviewer_id = ${userId} and status = 'pending')`,
      line: {
        id: sql`w.id`,
        title: sql`w.title`,
        href: workflowHref,
        date: sql`w.due_date`,
        detail: sql`case when w.requester_id = ${userId} then 'Your request' else 'Waiting for your decision' end`,
        decideWorkflowId: sql`case when ${mineToDecide} then w.id end`,
      },
      // The longest overdue first.
      orderBy: sql`w.due_date, w.id`,
    };
  },
});

const overdueDrafts = weekLineKind({
  kind: 'overdueDrafts',
  title: 'Drafts past their CFP deadline',
  empty:
    'Your CFP submissions still in draft appear here once the event’s CFP deadline has passed.',
  dateLabel: 'CFP closed',
  overdue: true,
  query: ({ userId, today }) => ({
    from: sql`${cfpSubmissions} s join ${events} e on e.id = s.event_id
      where s.status = 'draft' and coalesce(s.submitter_id, s.created_by_id) = ${userId}
        and e.cfp_deadline < ${today}`,
    line: {
      id: sql`s.id`,
      title: sql`s.title`,
      href: sql`'/cfp-submissions?eventId=' || e.id`,
      date: sql`e.cfp_deadline`,
      detail: sql`e.name`,
    },
    // The most recently missed deadline first.
    orderBy: sql`e.cfp_deadline desc, s.id desc`,
  }),
});

/** Events over while still planning or confirmed: their outcome (status) is still to be set. */
const needsWrapUp = weekLineKind({
  kind: 'needsWrapUp',
  title: 'Needs wrap-up',
  empty:
    'Events you follow appear here when they have ended but are still “planning” or “confirmed”.',
  dateLabel: 'Ended',
  overdue: true,
  query: ({ today, followed }) => ({
    from: sql`${events} e where e.end_date < ${today}
      and e.status in ('planning', 'confirmed') and e.id in (${followed})`,
    line: {
      id: sql`e.id`,
      title: sql`e.name`,
      href: eventHref,
      date: sql`e.end_date`,
      detail: sql`'Still ' || e.status`,
    },
    orderBy: sql`e.end_date desc, e.id desc`,
  }),
});

/** The lists of My week, in the order the dashboard shows them. */
export const WEEK_LINE_KINDS: readonly WeekLineKind[] = [
  approvals,
  tripApprovals,
  myRequests,
  cfpWithoutSubmission,
  cfpWithSubmission,
  talkDrafts,
  newCfps,
  eventsSoon,
  tripsToBook,
  overdueWorkflows,
  overdueDrafts,
  tripReportsOwed,
  needsWrapUp,
];
