/** The column a list is sorted by, or null for the API's default order. */
export type SortState = { key: string; direction: 'asc' | 'desc' } | null;

/** A header click: a new column sorts ascending, the same column toggles its direction. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The API's `sort` parameter: the field, '-' prefixed for descending. */
export function sortParam(state: SortState): string | undefined {
  if (!state) return undefined;
  return state.direction === 'desc' ? `-${state.key}` : state.key;
}
