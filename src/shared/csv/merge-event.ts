import type { EventCreate } from '../schemas/event';
import type { CsvTargetField } from './csv-columns';
import { plainText, plainUrl } from '../plain-text';

/** The stored fields an import can compare with and change. */
export interface ExistingEvent {
  id: number;
  name: string;
  link: string;
  startDate: string;
  endDate: string;
  location: string;
  priority: string;
  type: string;
  goal: string[];
  cfpDeadline: string | null;
  cfpLink: string | null;
  earlyBirdDeadline: string | null;
  status: string;
  source: string;
  notes: string | null;
}

export type EventPatch = Partial<Omit<ExistingEvent, 'id'>>;

const CLEARABLE = new Set<CsvTargetField>(['cfpDeadline', 'cfpLink', 'earlyBirdDeadline', 'notes']);
const URL_FIELDS = new Set<CsvTargetField>(['link', 'cfpLink']);

/** False when two values differ only by case, spacing, 'www.', the scheme or a trailing '/'. */
export function isMeaningfulChange(field: CsvTargetField, before: unknown, after: unknown) {
  if (typeof before !== 'string' || typeof after !== 'string') {
    return JSON.stringify(before ?? null) !== JSON.stringify(after ?? null);
  }
  if (URL_FIELDS.has(field)) return plainUrl(before) !== plainUrl(after);
  return plainText(before) !== plainText(after);
}

/** Update mode: every field the import covers takes the import's value; empty optional ones clear. */
export function updatePatch(
  event: EventCreate,
  provided: ReadonlySet<CsvTargetField>,
  covered: ReadonlySet<CsvTargetField>,
): EventPatch {
  const patch: Record<string, unknown> = {};
  for (const field of covered) {
    if (provided.has(field)) patch[field] = event[field];
    else if (CLEARABLE.has(field)) patch[field] = null;
  }
  return patch as EventPatch;
}

/**
 * Smart merge: existing values stay where the import is empty or differs only in form;
 * goals are joined.
 */
export function mergePatch(
  existing: ExistingEvent,
  event: EventCreate,
  provided: ReadonlySet<CsvTargetField>,
): EventPatch {
  const patch: Record<string, unknown> = {};
  for (const field of provided) {
    if (field === 'goal') {
      const joined = [...new Set([...existing.goal, ...event.goal])];
      if (joined.length !== existing.goal.length) patch.goal = joined;
      continue;
    }
    if (isMeaningfulChange(field, existing[field], event[field])) patch[field] = event[field];
  }
  return patch as EventPatch;
}

const comparable = (value: unknown) =>
  JSON.stringify(Array.isArray(value) ? [...value].sort() : (value ?? null));

/** The fields of a patch whose value really differs from the stored event. */
export function changedFields(existing: ExistingEvent, patch: EventPatch): (keyof EventPatch)[] {
  return (Object.keys(patch) as (keyof EventPatch)[]).filter(
    (field) => comparable(existing[field]) !== comparable(patch[field]),
  );
}
