import { z } from 'zod';
import { EVENT_PRIORITY_BADGES, EVENT_TYPE_BADGES } from '../domain';

/** A comma-separated list in a feed URL, every item one of `allowed`; empty or absent: all. */
function listOf<const T extends readonly string[]>(allowed: T, label: string) {
  return z
    .string()
    .max(500)
    .optional()
    .transform((value, context) => {
      const items = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const unknown = items.filter((item) => !allowed.includes(item));
      if (unknown.length) {
        context.addIssue({
          code: 'custom',
          message: `Unknown ${label} ${unknown.map((item) => `"${item}"`).join(', ')}: use ${allowed.join(', ')}`,
        });
        return z.NEVER;
      }
      return [...new Set(items)] as T[number][];
    });
}

const yesNo = (label: string) =>
  z
    .enum(['true', 'false', '1', '0'], { message: `${label} must be true or false` })
    .optional()
    .transform((value) => value === undefined || value === 'true' || value === '1');

/**
 * The options of a calendar feed in its URL's query: URLs made before options were saved with
 * the feed carry them (and keep working); a URL without any reads the feed's saved options.
 */
export const calendarFeedQuerySchema = z.object({
  /** all: every event; followed: the events the person follows (see Follow on the event page). */
  events: z.enum(['all', 'followed'], { message: 'events must be all or followed' }).default('all'),
  /** Whether CFP deadlines appear as all-day entries of their own. */
  cfp: yesNo('cfp'),
  type: listOf(EVENT_TYPE_BADGES, 'type'),
  priority: listOf(EVENT_PRIORITY_BADGES, 'priority'),
});
export type CalendarFeedQuery = z.output<typeof calendarFeedQuerySchema>;

/**
 * What a feed holds, saved with the feed (PUT /api/calendar-feed/options): a feed URL without
 * options in its query reads these, so changing them keeps the URL and its subscriptions.
 */
export const calendarFeedOptionsSchema = z.object({
  events: z.enum(['all', 'followed'], { message: 'events must be all or followed' }),
  cfp: z.boolean({ message: 'cfp must be true or false' }),
  /** Empty: every type. */
  types: z
    .array(z.enum(EVENT_TYPE_BADGES, { message: `Use ${EVENT_TYPE_BADGES.join(', ')}` }))
    .max(EVENT_TYPE_BADGES.length),
  /** Empty: every priority. */
  priorities: z
    .array(z.enum(EVENT_PRIORITY_BADGES, { message: `Use ${EVENT_PRIORITY_BADGES.join(', ')}` }))
    .max(EVENT_PRIORITY_BADGES.length),
});
export type CalendarFeedOptions = z.infer<typeof calendarFeedOptionsSchema>;

export const DEFAULT_FEED_OPTIONS: CalendarFeedOptions = {
  events: 'all',
  cfp: true,
  types: [],
  priorities: [],
};

/**
 * Whether the signed-in person has a feed, what it holds, and its URL (null without a feed, and
 * for a feed made before URLs could be shown again: making a new one shows it).
 */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  options: calendarFeedOptionsSchema,
  url: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A new feed: the URL with its secret. */
export const calendarFeedCreatedSchema = calendarFeedStatusSchema.extend({
  url: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
