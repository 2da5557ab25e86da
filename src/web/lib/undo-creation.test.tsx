import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { resetToasts, useToasts } from './toast';
import { useUndoCreation } from './undo-creation';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

type Row = { id: number; name: string; version: number };
const made: Row = { id: 12, name: 'KubeCon', version: 1 };

/** The server: GET lists the records held, DELETE answers `deleteStatus` (and removes on 204). */
function server(deleteStatus: number, held: Row[] = [made]) {
  let rows = [...held];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'DELETE') {
      if (deleteStatus !== 204) {
        return new Response(JSON.stringify({ message: 'Event not found' }), {
          status: deleteStatus,
          headers: { 'content-type': 'application/json' },
        });
      }
      rows = rows.filter((row) => !String(input).endsWith(`/${row.id}`));
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify(rows), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const deletes = (fetchMock: ReturnType<typeof server>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url));

/** The undo hook beside a list on screen (an active query), under the app's query client. */
function renderUndo() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const toasts = renderHook(() => useToasts()).result;
  const { result } = renderHook(
    () => ({
      undo: useUndoCreation<Row>({
        keys: queryKeys.events,
        label: (row) => row.name,
        dependents: [queryKeys.events.all],
        page: { of: (row) => `/events/${row.id}`, list: '/events' },
      }),
      list: useQuery({
        queryKey: queryKeys.events.list({}),
        queryFn: async () => (await fetch('/api/events')).json() as Promise<Row[]>,
      }),
    }),
    { wrapper },
  );
  return { result, toasts, client };
}

describe('useUndoCreation', () => {
  it('deletes what was made in one call, refetches the list and leaves its page', async () => {
    const fetchMock = server(204);
    const { result, toasts } = renderUndo();
    await waitFor(() => expect(result.current.list.data).toEqual([made]));
    const action = result.current.undo(made);
    expect(action).toMatchObject({ label: 'Undo', altText: 'Remove KubeCon, just added' });

    const navigate = vi.fn();
    act(() => action.onClick!({ pathname: '/events/12', navigate }));

    await waitFor(() => expect(result.current.list.data).toEqual([]));
    expect(deletes(fetchMock)).toEqual(['/api/events/12']);
    expect(navigate).toHaveBeenCalledWith('/events');
    expect(toasts.current[0]).toMatchObject({
      title: 'Undone',
      description: 'KubeCon has been removed.',
    });
  });

  it('stays where the user is when they are not on the record’s page', async () => {
    server(204);
    const { result } = renderUndo();
    await waitFor(() => expect(result.current.list.data).toEqual([made]));
    const navigate = vi.fn();
    act(() => result.current.undo(made).onClick!({ pathname: '/events', navigate }));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says so when the delete fails, and leaves the record and the page as they were', async () => {
    const fetchMock = server(404);
    const { result, toasts } = renderUndo();
    await waitFor(() => expect(result.current.list.data).toEqual([made]));
    const navigate = vi.fn();
    act(() => result.current.undo(made).onClick!({ pathname: '/events/12', navigate }));

    await waitFor(() =>
      expect(toasts.current[0]).toMatchObject({
        title: 'Not undone',
        description: 'Nothing was removed: Event not found',
        variant: 'destructive',
      }),
    );
    expect(deletes(fetchMock)).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(result.current.list.data).toEqual([made]);
  });

  it('deletes nothing when a newer version of the record is on screen', async () => {
    const fetchMock = server(204, [{ ...made, name: 'KubeCon EU', version: 2 }]);
    const { result, toasts } = renderUndo();
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    act(() => result.current.undo(made).onClick!({ pathname: '/events', navigate: vi.fn() }));

    await waitFor(() =>
      expect(toasts.current[0]).toMatchObject({
        title: 'Not undone',
        description: 'Nothing was removed: KubeCon was changed after it was added.',
      }),
    );
    expect(deletes(fetchMock)).toEqual([]);
    expect(result.current.list.data).toEqual([{ ...made, name: 'KubeCon EU', version: 2 }]);
  });
});
