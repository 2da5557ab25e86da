import { queryOptions } from '@tanstack/react-query';
import type { UsedValue } from '@shared/schemas/common';
import { api } from './api-client';
import type { CollectionKeys } from './query-keys';

/**
 * The values a free-text field holds (GET /api/attendees/roles), under the collection's keys so
 * every write of its records refetches them.
 */
export function valuesInUseQueryOptions(keys: CollectionKeys, segment: string) {
  return queryOptions({
    queryKey: keys.inUse(segment),
    queryFn: ({ signal }) => api.get<UsedValue[]>(`${keys.path}/${segment}`, undefined, signal),
  });
}

/** The values in use (most used first), then the suggestions no record uses yet, ignoring case. */
export function offeredValues(
  used: readonly UsedValue[],
  suggestions: readonly string[],
): string[] {
  const values = used.map((entry) => entry.value);
  const taken = new Set(values.map((value) => value.toLowerCase()));
  return [...values, ...suggestions.filter((value) => !taken.has(value.toLowerCase()))];
}

/** `text` trimmed, spelt as the value it equals ignoring case when there is one: 'speaker' → 'Speaker'. */
export function existingSpelling(text: string, values: readonly string[]): string {
  const trimmed = text.trim();
  const wanted = trimmed.toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? text;
}
