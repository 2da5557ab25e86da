import type { events } from '../../db/schema/index';

type EventRow = typeof events.$inferSelect;
/** Field name → {from, to} of one update, only for fields whose value really changed. */
export type EventChanges = Record<string, { from: unknown; to: unknown }>;

/** An event's editable content: the fields an update compares. */
const TRACKED_FIELDS = [
  'name',
  'link',
  'location',
  'startDate',
  'endDate',
  'priority',
  'type',
  'goal',
  'cfpDeadline',
  'cfpLink',
  'earlyBirdDeadline',
  'status',
  'source',
  'description',
  'notes',
] as const satisfies readonly (keyof EventRow)[];

const comparable = (value: unknown) =>
  JSON.stringify(Array.isArray(value) ? [...value].sort() : (value ?? null));

/** The fields of `patch` whose value differs from `before` (goal order does not count). */
export function eventChanges(before: EventRow, patch: Partial<EventRow>): EventChanges {
  const changes: EventChanges = {};
  for (const field of TRACKED_FIELDS) {
    if (!(field in patch) || patch[field] === undefined) continue;
    if (comparable(before[field]) === comparable(patch[field])) continue;
    changes[field] = { from: before[field] ?? null, to: patch[field] ?? null };
  }
  return changes;
}
