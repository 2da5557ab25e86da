import type { Db } from '../../db/client';
import { editHistory, type events } from '../../db/schema/index';

type EventRow = typeof events.$inferSelect;
/** Field name → {from, to} of one update, only for fields whose value really changed. */
export type EventChanges = Record<string, { from: unknown; to: unknown }>;

const FIELD_LABELS = {
  name: 'name',
  link: 'link',
  location: 'location',
  startDate: 'start date',
  endDate: 'end date',
  priority: 'priority',
  type: 'type',
  goal: 'goals',
  cfpDeadline: 'CFP deadline',
  cfpLink: 'CFP link',
  earlyBirdDeadline: 'early bird deadline',
  status: 'status',
  source: 'source',
  description: 'description',
  notes: 'notes',
} satisfies Partial<Record<keyof EventRow, string>>;
type TrackedField = keyof typeof FIELD_LABELS;

// Long free text would make an unreadable sentence; its before/after stays in `changes`.
const LONG_TEXT_FIELDS = new Set<TrackedField>(['description', 'notes']);

const comparable = (value: unknown) =>
  JSON.stringify(Array.isArray(value) ? [...value].sort() : (value ?? null));

/** The fields of `patch` whose value differs from `before` (goal order does not count). */
export function eventChanges(before: EventRow, patch: Partial<EventRow>): EventChanges {
  const changes: EventChanges = {};
  for (const field of Object.keys(FIELD_LABELS) as TrackedField[]) {
    if (!(field in patch) || patch[field] === undefined) continue;
    if (comparable(before[field]) === comparable(patch[field])) continue;
    changes[field] = { from: before[field] ?? null, to: patch[field] ?? null };
  }
  return changes;
}

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return 'none';
  return `"${Array.isArray(value) ? value.join(', ') : String(value)}"`;
};

/** 'Changed location from "Berlin" to "Paris"; updated notes'. */
export function describeEventChanges(changes: EventChanges): string {
  const parts = Object.entries(changes).map(([field, { from, to }]) => {
    const label = FIELD_LABELS[field as TrackedField] ?? field;
    if (LONG_TEXT_FIELDS.has(field as TrackedField)) return `updated ${label}`;
    return `changed ${label} from ${shown(from)} to ${shown(to)}`;
  });
  const text = parts.join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type EventHistoryEntry =
  | { action: 'created' | 'deleted'; eventId: number; eventName: string; editedById: number }
  | { action: 'updated'; eventId: number; editedById: number; changes: EventChanges };

/**
 * Writes one edit_history row for an event; call it with the transaction that makes the change
 * (creates, updates and deletes are all kept). An update with no changes writes nothing.
 */
export async function recordEventHistory(tx: Db, entry: EventHistoryEntry): Promise<void> {
  if (entry.action === 'updated' && Object.keys(entry.changes).length === 0) return;
  const changeDescription =
    entry.action === 'updated'
      ? describeEventChanges(entry.changes)
      : `${entry.action === 'created' ? 'Created' : 'Deleted'} event "${entry.eventName}"`;
  await tx.insert(editHistory).values({
    entityType: 'events',
    entityId: entry.eventId,
    editedById: entry.editedById,
    changeDescription,
    changes: entry.action === 'updated' ? entry.changes : null,
  });
}
