import { sql } from 'drizzle-orm';
import { NOTIFICATION_RULES } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { approvalWorkflows, events, notificationOutbox, trips, users } from '../../db/schema/index';
import { DAY_MS } from '../../lib/clock';
import { rowsOf } from '../../lib/sql';
import { tripStatusSql } from '../trips/public';
import type { Notice } from './notices';
import { tripReportContent, type TripReportKind } from './trip-report-notice';

interface DueRequest {
  kind: TripReportKind;
  trip_id: number;
  user_id: number;
  event_id: number;
  event_name: string;
  end_date: string;
}

const utcDay = (instant: Date, days: number) =>
  new Date(instant.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Trip report requests due at `now`: for each trip that went (approved, booked or completed: not
 * cancelled, not yet reported) the traveller is asked at 09:00 their time the day after the event
 * ends, and reminded once 7 days after being asked if the trip is still not reported. Trips of
 * events that ended more than 30 days ago are never asked about. The event's end date is the due
 * key, so each is written once (recordNotices); the reminder follows the request's row.
 */
export async function dueTripReportRequests(
  db: Db,
  now: Date,
): Promise<(Notice & { dueKey: string })[]> {
  const { localHour, tripReportReminderDays, tripReportAskWithinDays } = NOTIFICATION_RULES;
  const at = sql`${now.toISOString()}::timestamptz`;
  const askFrom = utcDay(now, -tripReportAskWithinDays);
  const remindFrom = utcDay(now, -(tripReportAskWithinDays + tripReportReminderDays + 1));
  const result = await db.execute(sql`
    with went as (
      select ${trips.id} as trip_id, ${trips.travellerId} as user_id, ${events.id} as event_id,
             ${events.name} as event_name, ${events.endDate} as end_day,
             coalesce(u.time_zone, 'UTC') as zone
      from ${trips}
      join ${events} on ${events.id} = ${trips.eventId}
      left join ${approvalWorkflows} on ${approvalWorkflows.id} = ${trips.workflowId}
      join ${users} u on u.id = ${trips.travellerId}
      where ${events.endDate} between ${remindFrom}::date and ${utcDay(now, 0)}::date
        and ${events.status} <> 'cancelled'
        and ${tripStatusSql} in ('approved', 'booked', 'completed')
    ),
    due as (
      select w.*, case when asked.id is null then 'trip_report_request'
                       else 'trip_report_reminder' end as kind
      from went w
      left join ${notificationOutbox} asked
        on asked.user_id = w.user_id and asked.kind = 'trip_report_request'
        and asked.subject = 'trip:' || w.trip_id and asked.due_key = w.end_day::text
      where (w.end_day + 1 + make_time(${localHour}, 0, 0)) at time zone w.zone <= ${at}
        and (case when asked.id is null then w.end_day >= ${askFrom}::date
                  else asked.due_at <= ${at} - make_interval(days => ${tripReportReminderDays}) end)
    )
    select d.kind, d.trip_id, d.user_id, d.event_id, d.event_name, d.end_day::text as end_date
    from due d
    where not exists (
      select 1 from ${notificationOutbox} o
      where o.user_id = d.user_id and o.kind = d.kind and o.subject = 'trip:' || d.trip_id
        and o.due_key = d.end_day::text)
    order by d.end_day, d.trip_id`);
  return rowsOf<DueRequest>(result).map((row) => ({
    kind: row.kind,
    subject: `trip:${row.trip_id}`,
    userId: row.user_id,
    dueKey: row.end_date,
    ...tripReportContent(row.kind, {
      tripId: row.trip_id,
      eventId: row.event_id,
      eventName: row.event_name,
      endDate: row.end_date,
    }),
  }));
}
