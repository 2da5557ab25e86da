import { and, asc, count, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { EVENT_TYPES, LIMITS } from '@shared/domain';
import type { Dashboard } from '@shared/schemas/dashboard';
import type { Db } from '../../db/client';
import { attendees, cfpSubmissions, events, sponsorships } from '../../db/schema/index';
import type { CurrentUser } from '../../lib/identity';
import { addDays, daysBetween, monthsFrom, utcToday } from './calendar-days';

// The product sets no cap for the deadline list; a dashboard card stays short.
const CFP_DEADLINES_MAX = 10;
const MONTHS_AHEAD = 12;

const eventRef = {
  id: events.id,
  name: events.name,
  location: events.location,
  type: events.type,
  priority: events.priority,
  startDate: events.startDate,
};

const countOf = (query: { getSQL(): unknown }) => sql<number>`(${query})`.mapWith(Number);

/** The dashboard (docs/product.md, Dashboard): counts and short lists, computed by the database. */
export async function getDashboard(
  db: Db,
  _user: CurrentUser,
  today: string = utcToday(),
): Promise<Dashboard> {
  const upcomingEnd = addDays(today, LIMITS.dashboardUpcomingDays);
  const upcomingWindow = and(gte(events.startDate, today), lte(events.startDate, upcomingEnd));
  const cfpEnd = addDays(today, LIMITS.dashboardCfpDays);
  const months = monthsFrom(today, MONTHS_AHEAD);
  const monthsEnd = `${monthsFrom(today, MONTHS_AHEAD + 1).at(-1)}-01`;
  const month = sql<string>`to_char(${events.startDate}, 'YYYY-MM')`;

  const [[totals], upcoming, deadlines, recent, perMonth] = await Promise.all([
    db
      .select({
        events: countOf(db.select({ n: count() }).from(events)),
        upcomingEvents: countOf(db.select({ n: count() }).from(events).where(upcomingWindow)),
        cfpSubmissions: countOf(db.select({ n: count() }).from(cfpSubmissions)),
        acceptedSubmissions: countOf(
          db
            .select({ n: count() })
            .from(cfpSubmissions)
            .where(eq(cfpSubmissions.status, 'accepted')),
        ),
        attendees: countOf(db.select({ n: count() }).from(attendees)),
        sponsorships: countOf(db.select({ n: count() }).from(sponsorships)),
        confirmedSponsorships: countOf(
          db.select({ n: count() }).from(sponsorships).where(eq(sponsorships.status, 'confirmed')),
        ),
      })
      .from(sql`(select 1) as one`),
    db
      .select({ ...eventRef, endDate: events.endDate })
      .from(events)
      .where(upcomingWindow)
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(LIMITS.dashboardUpcomingMax),
    db
      .select({ ...eventRef, cfpDeadline: events.cfpDeadline, cfpLink: events.cfpLink })
      .from(events)
      .where(and(gte(events.cfpDeadline, today), lte(events.cfpDeadline, cfpEnd)))
      .orderBy(asc(events.cfpDeadline), asc(events.id))
      .limit(CFP_DEADLINES_MAX),
    db
      .select({
        id: cfpSubmissions.id,
        title: cfpSubmissions.title,
        submitterName: cfpSubmissions.submitterName,
        status: cfpSubmissions.status,
        submissionDate: cfpSubmissions.submissionDate,
        eventId: cfpSubmissions.eventId,
        eventName: events.name,
      })
      .from(cfpSubmissions)
      .innerJoin(events, eq(events.id, cfpSubmissions.eventId))
      .orderBy(
        desc(cfpSubmissions.submissionDate),
        desc(cfpSubmissions.createdAt),
        desc(cfpSubmissions.id),
      )
      .limit(LIMITS.dashboardRecentSubmissions),
    db
      .select({ month, type: events.type, n: count() })
      .from(events)
      .where(and(gte(events.startDate, `${months[0]}-01`), lt(events.startDate, monthsEnd)))
      .groupBy(month, events.type),
  ]);

  return {
    today,
    totals: totals!,
    upcomingEvents: upcoming.map((event) => ({
      ...event,
      daysUntil: daysBetween(today, event.startDate),
    })),
    cfpDeadlines: deadlines.map((event) => ({
      ...event,
      cfpDeadline: event.cfpDeadline!,
      daysLeft: daysBetween(today, event.cfpDeadline!),
    })),
    recentSubmissions: recent,
    eventsPerMonth: months.map((key) => {
      const counts: Record<string, number> = Object.fromEntries(
        EVENT_TYPES.map((type) => [type, 0]),
      );
      for (const row of perMonth) if (row.month === key) counts[row.type] = row.n;
      return { month: key, total: Object.values(counts).reduce((a, b) => a + b, 0), counts };
    }),
  };
}
