import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { createHmac, randomBytes } from 'node:crypto';
import {
  DEFAULT_FEED_OPTIONS,
  type CalendarFeedCreated,
  type CalendarFeedOptions,
  type CalendarFeedQuery,
  type CalendarFeedStatus,
} from '@shared/schemas/calendar-feed';
import type { Db } from '../../db/client';
import { calendarFeeds, events } from '../../db/schema/index';
import { MINUTE_MS } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { hashSecret } from '../../lib/secret-tokens';
import type { CurrentUser } from '../../lib/identity';
import { eventsFollowedBy } from '../notifications/public';
import type { CalendarEventRow } from './calendar-document';

export const FEED_PATH = '/api/calendar';
/** What a feed's secret looks like in its URL: 32 random bytes, base64url. */
export const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** What the routes need to write and read feed URLs: the public origin and the URL-signing key. */
export interface FeedKeys {
  publicUrl: string;
  signingKey: string;
}

/**
 * A feed's secret, derived from its random seed with the instance's URL-signing key (HMAC-SHA256,
 * 43 base64url characters like any other 32 random bytes): the database alone holds neither the
 * secret nor what makes it, and the server can show the URL again.
 */
const secretOf = (seed: string, signingKey: string) =>
  createHmac('sha256', signingKey).update(`calendar-feed\n${seed}`).digest('base64url');

type FeedRow = typeof calendarFeeds.$inferSelect;

const optionsOf = (row: FeedRow): CalendarFeedOptions => ({
  events: row.events === 'followed' ? 'followed' : 'all',
  cfp: row.cfp,
  types: row.types as CalendarFeedOptions['types'],
  priorities: row.priorities as CalendarFeedOptions['priorities'],
});

/** The URL of a feed, when the server can make it again (not after the signing key changed). */
function urlOf(row: FeedRow, keys: FeedKeys): string | null {
  if (!row.secretSeed) return null;
  const secret = secretOf(row.secretSeed, keys.signingKey);
  return hashSecret(secret) === row.secretHash
    ? `${keys.publicUrl}${FEED_PATH}/${secret}.ics`
    : null;
}

const statusOf = (row: FeedRow | undefined, keys: FeedKeys): CalendarFeedStatus =>
  row
    ? {
        active: true,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        options: optionsOf(row),
        url: urlOf(row, keys),
      }
    : {
        active: false,
        createdAt: null,
        lastUsedAt: null,
        options: DEFAULT_FEED_OPTIONS,
        url: null,
      };

export async function feedStatus(
  db: Db,
  user: CurrentUser,
  keys: FeedKeys,
): Promise<CalendarFeedStatus> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return statusOf(row, keys);
}

/**
 * A new secret URL for the person; the one before it (if any) stops working at once. The feed
 * keeps what it held unless `options` are given (a first feed made with its options).
 */
export async function makeFeed(
  db: Db,
  user: CurrentUser,
  keys: FeedKeys,
  options?: CalendarFeedOptions,
): Promise<CalendarFeedCreated> {
  const seed = randomBytes(32).toString('base64url');
  const hash = hashSecret(secretOf(seed, keys.signingKey));
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId: user.id, secretHash: hash, secretSeed: seed, ...options })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: {
        secretHash: hash,
        secretSeed: seed,
        createdAt: sql`now()`,
        lastUsedAt: null,
        ...options,
      },
    })
    .returning();
  const status = statusOf(row, keys);
  return { ...status, url: status.url! };
}

/** Changes what the feed holds; its URL stays, so subscribed calendars follow the change. */
export async function updateFeedOptions(
  db: Db,
  user: CurrentUser,
  keys: FeedKeys,
  options: CalendarFeedOptions,
): Promise<CalendarFeedStatus> {
  const [row] = await db
    .update(calendarFeeds)
    .set(options)
    .where(eq(calendarFeeds.userId, user.id))
    .returning();
  if (!row) throw new NotFoundError('You have no calendar feed: make one first');
  return statusOf(row, keys);
}

export async function revokeFeed(db: Db, user: CurrentUser): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
}

/**
 * The person a feed URL's file name belongs to, noting the use at most once a minute; an
 * unknown, revoked or malformed secret is "not found", so the URL's shape tells nothing.
 */
export async function feedOwner(
  db: Db,
  file: string,
  now: Date,
): Promise<{ userId: number; options: CalendarFeedOptions }> {
  const secret = FEED_FILE.exec(file)?.[1];
  if (secret) {
    const hash = hashSecret(secret);
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.secretHash, hash));
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
      return { userId: row.userId, options: optionsOf(row) };
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

/** The options a URL's query names, for URLs made before options were saved with the feed. */
export const queryOptions = (query: CalendarFeedQuery): CalendarFeedOptions => ({
  events: query.events,
  cfp: query.cfp,
  types: query.type,
  priorities: query.priority,
});

/** The events a feed shows, in one statement: its type and priority filters, followed or all. */
export async function feedEvents(
  db: Db,
  userId: number,
  query: CalendarFeedOptions,
): Promise<CalendarEventRow[]> {
  const conditions: SQL[] = [];
  if (query.types.length) conditions.push(inArray(events.type, query.types));
  if (query.priorities.length) conditions.push(inArray(events.priority, query.priorities));
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
