import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** How many rows of a child table belong to the event (through the child's event_id index). */
function childCount(table: string, eventId: SQLWrapper, condition = sql``): SQL<number> {
  return sql<number>`(select count(*) from ${sql.identifier(table)} child
       where child.event_id = ${eventId} ${condition})`.mapWith(Number);
}

/** Per-event counts as SQL expressions over an event id column. */
export const eventCounts = {
  attendees: (eventId: SQLWrapper) => childCount('attendees', eventId),
  cfpSubmissions: (eventId: SQLWrapper) => childCount('cfp_submissions', eventId),
  /** Distinct library talks among the event's submissions. */
  talks: (eventId: SQLWrapper) =>
    sql<number>`(select count(distinct child.talk_id) from cfp_submissions child
       where child.event_id = ${eventId})`.mapWith(Number),
  tripReports: (eventId: SQLWrapper) =>
    childCount('assets', eventId, sql`and child.type = 'trip_report'`),
};
