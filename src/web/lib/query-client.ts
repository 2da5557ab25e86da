import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { isVersionConflict } from './api-client';
import { toast, type ToastInput } from './toast';
import { queryKeys } from './query-keys';

/**
 * What a mutation hook states, and the one MutationCache acts on: the error toast's lead, the
 * success toast, and the queries that refetch after success.
 */
export type MutationMeta = {
  /**
   * 'Failed to add attendee': the error toast says it with the server's message after it; a
   * function words the whole description itself.
   */
  error?: string | ((error: Error) => string);
  /** The error toast's title; 'Error' when absent. */
  errorTitle?: string;
  /** The success toast, from the answer and what was sent. */
  success?: (data: unknown, variables: unknown) => ToastInput;
  /** Key prefixes of the queries to refetch after success: `[queryKeys.attendees.all]`. */
  invalidates?: QueryKey[] | ((data: unknown, variables: unknown) => QueryKey[]);
  /** Keys of queries to drop first (exactly these): a deleted record's own query. */
  removes?: QueryKey[] | ((data: unknown, variables: unknown) => QueryKey[]);
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** A hook's meta with its answer and variables typed; the cache sees them as unknown. */
export function mutationMeta<TData, TVariables = void>(meta: {
  error?: string | ((error: Error) => string);
  errorTitle?: string;
  success?: (data: TData, variables: TVariables) => ToastInput;
  invalidates?: QueryKey[] | ((data: TData, variables: TVariables) => QueryKey[]);
  removes?: QueryKey[] | ((data: TData, variables: TVariables) => QueryKey[]);
}): MutationMeta {
  return meta as MutationMeta;
}

/**
 * Cache settings: 5 minutes fresh and kept, one retry, no refetch on window focus. There is no
 * default fetcher: every query names its own (fetcher, query options, hook in its feature's api/).
 * Every mutation's toasts and refetches run here, from its meta; a version conflict (412) is
 * shown by the edit dialog's conflict view instead of a toast.
 */
export function createQueryClient(): QueryClient {
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const meta = mutation.meta;
      if (!meta?.error || isVersionConflict(error)) return;
      toast({
        title: meta.errorTitle ?? 'Error',
        description:
          typeof meta.error === 'function' ? meta.error(error) : `${meta.error}: ${error.message}`,
        variant: 'destructive',
      });
    },
    onSuccess: async (data, variables, _context, mutation) => {
      const meta = mutation.meta;
      if (!meta) return;
      if (meta.success) toast(meta.success(data, variables));
      const keys = (given: MutationMeta['invalidates']) =>
        typeof given === 'function' ? given(data, variables) : (given ?? []);
      for (const queryKey of keys(meta.removes)) client.removeQueries({ queryKey, exact: true });
      // The database writes a history row for every change, whichever record it touched, so
      // every success leaves the histories stale; only those on screen refetch now.
      await Promise.all(
        [...keys(meta.invalidates), queryKeys.history.all].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  const client = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        staleTime: 300_000,
        gcTime: 300_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
