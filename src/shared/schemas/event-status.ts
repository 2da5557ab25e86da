import { z } from 'zod';
import { EVENT_STATUSES } from '../domain';
import { idSchema } from './common';
import { versionSchema } from './record-version';

/** Events one bulk status change may name at most (a page of the table is at most 500 rows). */
export const EVENT_STATUS_BULK_MAX = 500;

export const EVENT_STATUS_MESSAGES = {
  idsRequired: 'Choose at least one event',
  tooMany: `At most ${EVENT_STATUS_BULK_MAX} events at once`,
  status: `Status must be one of: ${EVENT_STATUSES.join(', ')}`,
} as const;

/** POST /api/events/status: one status for several events, all of them or none. */
export const eventStatusBulkSchema = z.object({
  ids: z
    .array(idSchema, { message: EVENT_STATUS_MESSAGES.idsRequired })
    .min(1, EVENT_STATUS_MESSAGES.idsRequired)
    .max(EVENT_STATUS_BULK_MAX, EVENT_STATUS_MESSAGES.tooMany)
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(EVENT_STATUSES, { message: EVENT_STATUS_MESSAGES.status }),
});
export type EventStatusBulk = z.output<typeof eventStatusBulkSchema>;

/** Each named event as it is after the change (its status and raised version). */
export const eventStatusBulkResultSchema = z.object({
  /** How many events had another status before (the others were left as they were). */
  changed: z.number().int(),
  events: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.string(),
      version: versionSchema,
    }),
  ),
});
export type EventStatusBulkResult = z.output<typeof eventStatusBulkResultSchema>;
