/** A list's order: the column and its direction. */
export type Sort<K extends string = string> = { key: K; direction: 'asc' | 'desc' };

/** The column a list is sorted by, or null for the API's default order. */
export type SortState<K extends string = string> = Sort<K> | null;

/** A header click: a new column sorts ascending, the same column toggles its direction. */
export function nextSort<K extends string>(current: SortState<K>, key: K): Sort<K> {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * The API's `sort` parameter: the field, '-' prefixed for descending; `apiKey` names the API's
 * field where a column sorts by another (the events table's Participants by attendeeCount).
 */
export function sortParam<K extends string>(
  state: SortState<K>,
  apiKey: (key: K) => string = (key) => key,
): string | undefined {
  if (!state) return undefined;
  const field = apiKey(state.key);
  return state.direction === 'desc' ? `-${field}` : field;
}

/** The order a `sort` parameter names ('-name': name, descending); null for none. */
export function parseSort(value: string | null | undefined): SortState {
  if (!value) return null;
  const descending = value.startsWith('-');
  return { key: descending ? value.slice(1) : value, direction: descending ? 'desc' : 'asc' };
}
