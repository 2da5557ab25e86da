import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { approvalWorkflows, events, trips } from '../../db/schema/index';
import { tripStatusSql } from '../trips/public';

/** What a calendar entry needs of a trip: its dates (else its event's), event and status. */
export interface CalendarTripRow {
  id: number;
  eventName: string;
  location: string;
  start: string;
  end: string;
  status: string;
  /** Decides the entry's text: the trip's and its event's last changes and the status. */
  changeKey: string;
  updatedAt: Date;
  version: number;
}

/**
 * The person's own trips for their calendar feed, in one statement: from departure to return
 * (the event's dates when none are set). Cancelled trips stay, so clients remove them.
 */
export function feedTrips(db: Db, userId: number): Promise<CalendarTripRow[]> {
  return db
    .select({
      id: trips.id,
      eventName: events.name,
      location: events.location,
      start: sql<string>`coalesce(${trips.departDate}, ${events.startDate})::text`,
      end: sql<string>`coalesce(${trips.returnDate}, ${events.endDate})::text`,
      status: sql<string>`${tripStatusSql}`,
      changeKey: sql<string>`concat_ws(':', ${trips.version}, ${events.version},
        extract(epoch from ${events.updatedAt}), ${tripStatusSql})`,
      updatedAt: sql<Date>`greatest(${trips.updatedAt}, ${events.updatedAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      version: trips.version,
    })
    .from(trips)
    .innerJoin(events, eq(events.id, trips.eventId))
    .leftJoin(approvalWorkflows, eq(approvalWorkflows.id, trips.workflowId))
    .where(and(eq(trips.travellerId, userId), ne(trips.stage, 'draft')))
    .orderBy(asc(sql`4`), asc(trips.id));
}
