import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  CalendarFeedCreated,
  CalendarFeedQuery,
  CalendarFeedStatus,
} from '@shared/schemas/calendar-feed';
import type { Db } from '../../db/client';
import { calendarFeeds, events } from '../../db/schema/index';
import { MINUTE_MS } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { hashSecret, newSecret } from '../../lib/secret-tokens';
import type { CurrentUser } from '../../lib/identity';
import { eventsFollowedBy } from '../notifications/public';
import type { CalendarEventRow } from './calendar-document';

export const FEED_PATH = '/api/calendar';
/** What a feed's secret looks like in its URL: 32 random bytes, base64url. */
export const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const statusOf = (row?: { createdAt: Date; lastUsedAt: Date | null }): CalendarFeedStatus => ({
  active: Boolean(row),
  createdAt: row?.createdAt.toISOString() ?? null,
  lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
});

export async function feedStatus(db: Db, user: CurrentUser): Promise<CalendarFeedStatus> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return statusOf(row);
}

/** A new secret URL for the person; the one before it (if any) stops working at once. */
export async function makeFeed(
  db: Db,
  user: CurrentUser,
  publicUrl: string,
): Promise<CalendarFeedCreated> {
  const { secret, hash } = newSecret();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId: user.id, secretHash: hash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { secretHash: hash, createdAt: sql`now()`, lastUsedAt: null },
    })
    .returning();
  return { ...statusOf(row), url: `${publicUrl}${FEED_PATH}/${secret}.ics` };
}

export async function revokeFeed(db: Db, user: CurrentUser): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
}

/**
 * The person a feed URL's file name belongs to, noting the use at most once a minute; an
 * unknown, revoked or malformed secret is "not found", so the URL's shape tells nothing.
 */
export async function feedOwner(db: Db, file: string, now: Date): Promise<number> {
  const secret = FEED_FILE.exec(file)?.[1];
  if (secret) {
    const hash = hashSecret(secret);
    const [row] = await db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.secretHash, hash));
    if (row) {
      const minuteAgo = new Date(now.getTime() - MINUTE_MS);
      await db
        .update(calendarFeeds)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(calendarFeeds.secretHash, hash),
            or(isNull(calendarFeeds.lastUsedAt), lt(calendarFeeds.lastUsedAt, minuteAgo)),
          ),
        );
      return row.userId;
    }
  }
  throw new NotFoundError('No such calendar feed');
}

const calendarColumns = {
  id: events.id,
  name: events.name,
  link: events.link,
  location: events.location,
  startDate: events.startDate,
  endDate: events.endDate,
  cfpDeadline: events.cfpDeadline,
  cfpLink: events.cfpLink,
  status: events.status,
  description: events.description,
  updatedAt: events.updatedAt,
  version: events.version,
};

/** The events a feed shows, in one statement: its type and priority filters, followed or all. */
export async function feedEvents(
  db: Db,
  userId: number,
  query: CalendarFeedQuery,
): Promise<CalendarEventRow[]> {
  const conditions: SQL[] = [];
  if (query.type.length) conditions.push(inArray(events.type, query.type));
  if (query.priority.length) conditions.push(inArray(events.priority, query.priority));
  if (query.events === 'followed')
    conditions.push(sql`${events.id} in (${eventsFollowedBy(userId)})`);
  return db
    .select(calendarColumns)
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.startDate), asc(events.id));
}

/** One event as a calendar entry, for "Add to calendar". */
export async function calendarEvent(db: Db, id: number): Promise<CalendarEventRow> {
  const [row] = await db.select(calendarColumns).from(events).where(eq(events.id, id));
  if (!row) throw new NotFoundError('Event not found');
  return row;
}
