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

/** The options of a calendar feed, carried in its URL so each subscription can differ. */
export const calendarFeedQuerySchema = z.object({
  /** all: every event; followed: the events the person follows (see Follow on the event page). */
  events: z.enum(['all', 'followed'], { message: 'events must be all or followed' }).default('all'),
  /** Whether CFP deadlines appear as all-day entries of their own. */
  cfp: yesNo('cfp'),
  type: listOf(EVENT_TYPE_BADGES, 'type'),
  priority: listOf(EVENT_PRIORITY_BADGES, 'priority'),
});
export type CalendarFeedQuery = z.output<typeof calendarFeedQuerySchema>;

/** Whether the signed-in person has a feed; its URL cannot be shown again (only its hash is kept). */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A new feed: the URL with its secret, shown this once. */
export const calendarFeedCreatedSchema = calendarFeedStatusSchema.extend({
  url: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
