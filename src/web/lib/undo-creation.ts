import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api } from './api-client';
import { mutationMeta } from './query-client';
import type { ToastAction, ToastPlace } from './toast';

/** How long a toast offering Undo stays up: longer than a plain toast, to read it and decide. */
export const UNDO_DURATION_MS = 10_000;

type Made = { id: number; version?: number };

export interface UndoCreationOptions<Row extends Made> {
  /** The collection's keys (`queryKeys.events`): its API path and the prefix of its queries. */
  keys: { path: string; all: readonly unknown[] };
  /** How the toasts name the record: its name, or a title in quotes. */
  label: (row: Row) => string;
  /** What refetches once it is gone (the same as after a delete). */
  dependents: QueryKey[];
  /** The record's own page and the list to go back to from it, where it has one. */
  page?: { of: (row: Row) => string; list: string };
}

type Undo<Row> = { row: Row; place: ToastPlace; then?: (row: Row) => void };

/** Versions of the record held in the cache (one record or pages of a list) newer than `row`'s. */
function changedSince(client: QueryClient, all: readonly unknown[], row: Made): boolean {
  if (row.version === undefined) return false;
  const newer = (value: unknown): boolean => {
    if (Array.isArray(value)) return value.some(newer);
    if (typeof value !== 'object' || value === null) return false;
    const record = value as { id?: unknown; version?: unknown; items?: unknown };
    if (record.id === row.id && typeof record.version === 'number') {
      return record.version > row.version!;
    }
    return Array.isArray(record.items) && record.items.some(newer);
  };
  return client.getQueriesData({ queryKey: all }).some(([, data]) => newer(data));
}

/**
 * The 'Undo' of a creation toast: one DELETE of what was just made. If the record has changed
 * since (a newer version is on screen) or the delete fails, an error toast says so and nothing
 * else happens; once gone, the lists refetch and its own page, if open, goes back to the list.
 * `then` takes back what else the creation put on screen (a new speaker on an unsaved talk).
 */
export function useUndoCreation<Row extends Made>({
  keys,
  label,
  dependents,
  page,
}: UndoCreationOptions<Row>): (row: Row, then?: (row: Row) => void) => ToastAction {
  const client = useQueryClient();
  const undo = useMutation({
    mutationFn: async ({ row, place, then }: Undo<Row>) => {
      if (changedSince(client, keys.all, row)) {
        throw new Error(`${label(row)} was changed after it was added.`);
      }
      await api.delete(`${keys.path}/${row.id}`);
      then?.(row);
      // Leave its page before the lists refetch, so that page never asks for it again.
      if (page && place.pathname === page.of(row)) place.navigate(page.list);
    },
    meta: mutationMeta<void, Undo<Row>>({
      success: (_none, { row }) => ({
        title: 'Undone',
        description: `${label(row)} has been removed.`,
      }),
      errorTitle: 'Not undone',
      error: (error) => `Nothing was removed: ${error.message}`,
      invalidates: dependents,
    }),
  });
  return (row, then) => ({
    label: 'Undo',
    altText: `Remove ${label(row)}, just added`,
    onClick: (place) => undo.mutate({ row, place, then }),
  });
}
