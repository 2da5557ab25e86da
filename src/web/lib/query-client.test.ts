import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, mutationMeta } from './query-client';
import { queryKeys } from './query-keys';
import { resetToasts, useToasts } from './toast';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

function shownToasts() {
  return renderHook(() => useToasts()).result;
}

describe('query client', () => {
  it('has no default fetcher: a query without its own fetcher fails', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      createQueryClient().fetchQuery({ queryKey: queryKeys.stakeholders.all, retry: false }),
    ).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps data 5 minutes, retries once and ignores window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults).toMatchObject({
      staleTime: 300_000,
      gcTime: 300_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
  });
});

describe('the mutation cache', () => {
  it("after success shows the hook's toast, drops its removed keys and refetches its keys", async () => {
    const client = createQueryClient();
    client.setQueryData(queryKeys.attendees.list({ page: 1 }), ['a page']);
    client.setQueryData(queryKeys.attendees.one(7), 'the deleted one');
    client.setQueryData(queryKeys.stakeholders.all, 'kept');
    client.setQueryData(queryKeys.history.record('sponsorships', 3), []);
    const toasts = shownToasts();

    await act(() =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: async (attendee: { id: number; name: string }) => attendee.id,
          meta: mutationMeta<number, { id: number; name: string }>({
            success: (_id, attendee) => ({ title: 'Attendee Deleted', description: attendee.name }),
            error: 'Failed to delete attendee',
            removes: (id) => [queryKeys.attendees.one(id)],
            invalidates: [queryKeys.attendees.all],
          }),
        })
        .execute({ id: 7, name: 'Ada' }),
    );

    expect(toasts.current[0]).toMatchObject({ title: 'Attendee Deleted', description: 'Ada' });
    expect(client.getQueryData(queryKeys.attendees.one(7))).toBeUndefined();
    // The list is stale (a screen showing it refetches at once); other keys are left alone.
    expect(client.getQueryState(queryKeys.attendees.list({ page: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.stakeholders.all)?.isInvalidated).toBe(false);
    // Every write adds to some record's history, so every history is stale after one.
    expect(client.getQueryState(queryKeys.history.record('sponsorships', 3))?.isInvalidated).toBe(
      true,
    );
  });

  it("after an error shows the hook's lead and the server's message", async () => {
    const client = createQueryClient();
    const toasts = shownToasts();
    await act(async () => {
      await client
        .getMutationCache()
        .build(client, {
          mutationFn: async () => Promise.reject(new ApiError('Event is locked', 409)),
          meta: mutationMeta({ error: 'Failed to add attendee' }),
        })
        .execute(undefined)
        .catch(() => {});
    });
    expect(toasts.current[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to add attendee: Event is locked',
      variant: 'destructive',
    });
  });

  it('shows no toast for a version conflict: the edit dialog shows it', async () => {
    const client = createQueryClient();
    const toasts = shownToasts();
    const conflict = new ApiError('Changed meanwhile', 412, undefined, { id: 1, version: 3 });
    await act(async () => {
      await client
        .getMutationCache()
        .build(client, {
          mutationFn: async () => Promise.reject(conflict),
          meta: mutationMeta({ error: 'Failed to update attendee' }),
        })
        .execute(undefined)
        .catch(() => {});
    });
    expect(toasts.current).toHaveLength(0);
  });
});
