import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Trip } from '@shared/schemas/trip';
import { FROM_WORKFLOW } from '@shared/trip-status';
import type { Db } from '../../db/client';
import { approvalWorkflows, events, trips, users } from '../../db/schema/index';
import type { CurrentUser } from '../../lib/identity';
import { NotFoundError } from '../../lib/errors';
import { can } from '../../lib/permissions';

/**
 * The status a trip shows, in SQL, from the one table in src/shared/trip-status.ts: its stage,
 * or while requested its workflow's outcome (a deleted workflow makes it a draft again).
 */
export const tripStatusSql: SQL<string> = sql`case
  when ${trips.stage} <> 'requested' then ${trips.stage}
  when ${approvalWorkflows.status} is null then 'draft'
  ${sql.join(
    Object.entries(FROM_WORKFLOW).map(
      ([workflow, shown]) => sql`when ${approvalWorkflows.status} = ${workflow} then ${shown}`,
    ),
    sql` `,
  )}
  else 'requested' end`;

/** Reviewers of a trip's workflow: they see the trip too. */
const reviewsTrip = (userId: number) => sql`exists (
  select 1 from workflow_reviewers r
  where r.workflow_id = ${trips.workflowId} and r.reviewer_id = ${userId})`;

/**
 * An asset a viewer sees, by its trip: linked to none, a trip report (the team's, shown on the
 * event card), or a receipt of a trip the viewer sees (their own, one they review; admins: all).
 * `viewerId` and `admin` may be placeholders of a prepared statement.
 */
export const assetTripVisibleSql = (
  asset: { tripId: SQL | AnyColumn; type: SQL | AnyColumn },
  viewerId: SQL,
  admin: SQL,
) => sql`(
  ${asset.tripId} is null or ${asset.type} = 'trip_report' or ${admin} or exists (
    select 1 from trips t where t.id = ${asset.tripId} and (t.traveller_id = ${viewerId}
      or exists (select 1 from workflow_reviewers r
        where r.workflow_id = t.workflow_id and r.reviewer_id = ${viewerId}))))`;

/** The trips a person sees: their own and those they review; an admin sees every trip. */
export function visibleTo(user: CurrentUser): SQL | undefined {
  if (can.administer(user)) return undefined;
  return sql`(${trips.travellerId} = ${user.id} or ${reviewsTrip(user.id)})`;
}

// Lines, per-currency totals and the report as JSON beside each trip: one statement for a page.
const linesJson = sql<Trip['lines']>`(select coalesce(json_agg(json_build_object(
    'id', l.id, 'position', l.position, 'category', l.category, 'description', l.description,
    'currency', l.currency, 'estimate', l.estimate::float8, 'actual', l.actual::float8)
    order by l.position, l.id), '[]')
  from trip_lines l where l.trip_id = ${trips.id})`;

const totalsJson = sql<Trip['totals']>`(select coalesce(json_agg(json_build_object(
    'currency', t.currency, 'estimate', t.estimate, 'actual', t.actual,
    'difference', t.actual - t.estimate) order by t.currency), '[]')
  from (select l.currency, coalesce(sum(l.estimate), 0)::float8 as estimate,
      coalesce(sum(l.actual), 0)::float8 as actual
    from trip_lines l where l.trip_id = ${trips.id} group by l.currency) t)`;

const reportJson = sql<Trip['report']>`(select json_build_object(
    'summary', r.summary, 'peopleReached', r.people_reached, 'leads', r.leads,
    'submissionIds', r.submission_ids, 'rating', r.rating, 'goAgain', r.go_again,
    'links', r.links,
    'assetId', (select max(a.id) from assets a where a.trip_id = r.trip_id and a.type = 'trip_report'))
  from trip_reports r where r.trip_id = ${trips.id})`;

/** The columns of a trip's answer (tripSchema), joined from its event, traveller and workflow. */
export const tripColumns = {
  id: trips.id,
  eventId: trips.eventId,
  eventName: events.name,
  eventStartDate: events.startDate,
  eventEndDate: events.endDate,
  travellerId: trips.travellerId,
  travellerName: sql<string>`coalesce(${users.name}, ${users.username})`,
  role: trips.role,
  departDate: trips.departDate,
  returnDate: trips.returnDate,
  stage: trips.stage,
  status: tripStatusSql,
  workflowId: trips.workflowId,
  booking: trips.booking,
  reimbursement: trips.reimbursement,
  notes: trips.notes,
  lines: linesJson,
  totals: totalsJson,
  report: reportJson,
  createdById: trips.createdById,
  version: trips.version,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
};

/** Trips with what their answer joins (and a page's total); add where, order and paging. */
export function selectTrips(db: Db, total: SQL<number | null> = sql`null::int`) {
  return db
    .select({ ...tripColumns, total })
    .from(trips)
    .innerJoin(events, eq(events.id, trips.eventId))
    .innerJoin(users, eq(users.id, trips.travellerId))
    .leftJoin(approvalWorkflows, eq(approvalWorkflows.id, trips.workflowId))
    .$dynamic();
}

export type TripRow = Awaited<ReturnType<ReturnType<typeof selectTrips>['execute']>>[number];

export function toTrip({
  stage: _stage,
  total: _total,
  createdAt,
  updatedAt,
  ...row
}: Omit<TripRow, 'total'> & { total?: unknown }): Trip {
  return {
    ...row,
    role: row.role as Trip['role'],
    status: row.status as Trip['status'],
    reimbursement: row.reimbursement as Trip['reimbursement'],
    booking: row.booking as Trip['booking'],
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** One trip the user may see, or undefined. */
export async function findTrip(
  db: Db,
  user: CurrentUser,
  id: number,
): Promise<TripRow | undefined> {
  const [row] = await selectTrips(db).where(and(eq(trips.id, id), visibleTo(user)));
  return row;
}

export async function getTrip(db: Db, user: CurrentUser, id: number): Promise<Trip> {
  const row = await findTrip(db, user, id);
  if (!row) throw new NotFoundError('Trip not found');
  return toTrip(row);
}
