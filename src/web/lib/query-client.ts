import {
  MutationCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { isVersionConflict } from '@web/components/records/version-conflict';
import { apiRequest, type QueryParams } from './api-client';
import { toast, type ToastInput } from './toast';

/**
 * What a mutation hook states, and the one MutationCache acts on: the error toast's lead, the
 * success toast, and the queries that refetch after success.
 */
export type MutationMeta = {
  /** 'Failed to add attendee': the error toast says it with the server's message after it. */
  error?: string;
  /** The success toast, from the answer and what was sent. */
  success?: (data: unknown, variables: unknown) => ToastInput;
  /** Key prefixes of the queries to refetch after success: `[['/api/attendees'], ['/api/events']]`. */
  invalidates?: QueryKey[] | ((data: unknown, variables: unknown) => QueryKey[]);
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** A hook's meta with its answer and variables typed; the cache sees them as unknown. */
export function mutationMeta<TData, TVariables = void>(meta: {
  error?: string;
  success?: (data: TData, variables: TVariables) => ToastInput;
  invalidates?: QueryKey[] | ((data: TData, variables: TVariables) => QueryKey[]);
}): MutationMeta {
  return meta as MutationMeta;
}

/**
 * The default fetcher: GET on the first element of the query key, with the second element
 * as query parameters (null values skipped). `['/api/attendees', { eventId: 3 }]`.
 */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) => {
  const [path, params] = queryKey;
  if (typeof path !== 'string')
    throw new Error('The first element of a query key must be an API path');
  const query = params && typeof params === 'object' ? (params as QueryParams) : undefined;
  return apiRequest(path, { params: query, signal });
};

/**
 * Cache settings: 5 minutes fresh and kept, one retry, no refetch on window focus. Every
 * mutation's toasts and refetches run here, from its meta; a version conflict (412) is shown by
 * the edit dialog's conflict view instead of a toast.
 */
export function createQueryClient(): QueryClient {
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const lead = mutation.meta?.error;
      if (!lead || isVersionConflict(error)) return;
      toast({ title: 'Error', description: `${lead}: ${error.message}`, variant: 'destructive' });
    },
    onSuccess: async (data, variables, _context, mutation) => {
      const meta = mutation.meta;
      if (!meta) return;
      if (meta.success) toast(meta.success(data, variables));
      const keys =
        typeof meta.invalidates === 'function'
          ? meta.invalidates(data, variables)
          : (meta.invalidates ?? []);
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
  const client = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
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
