import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { resetToasts, useToasts } from '@web/lib/toast';
import { fetchCall, mockFetch } from '@web/test/fetch-mock';
import { recordMutations } from './record-mutations';
import { queryKeys } from '@web/lib/query-keys';

afterEach(() => {
  resetToasts();
  vi.unstubAllGlobals();
});

/** A record hook under the app's query client, and the toasts it shows. */
function renderMutation<T>(hook: () => T) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const toasts = renderHook(() => useToasts()).result;
  return { mutation: renderHook(hook, { wrapper }).result, toasts };
}

type Row = { id: number; name: string; title?: string; eventId?: number };
type Body = { name?: string; submissionDate?: string | null };
const attendees = recordMutations<Row, Body>({
  keys: queryKeys.attendees,
  noun: 'Attendee',
  label: (row) => row.name,
  dependents: [queryKeys.attendees.all],
  viewPath: (row) => `/attendees?eventId=${row.eventId}`,
});
const {
  useCreate: useCreateAttendee,
  useUpdate: useUpdateAttendee,
  useDelete: useDeleteAttendee,
} = attendees;
const { useCreate: useCreateStakeholder } = recordMutations<Row, Body>({
  keys: queryKeys.stakeholders,
  noun: 'Stakeholder',
  label: (row) => row.name,
  dependents: [],
  sentenceCase: true,
});
const { useCreate: useCreateCfpSubmission, useUpdate: useUpdateCfpSubmission } = recordMutations<
  Row,
  Body
>({
  keys: queryKeys.cfpSubmissions,
  noun: 'CFP Submission',
  label: (row) => `"${row.title}"`,
  dependents: [],
  sendChanges: (changes) => ({ ...changes, submissionDate: changes.submissionDate ?? undefined }),
});

const attendee = { id: 7, name: 'Ada Lovelace', eventId: 3 };

describe('recordMutations', () => {
  it('creates with POST on the path and toasts in the product’s words', async () => {
    const fetchMock = mockFetch(201, attendee);
    const { mutation, toasts } = renderMutation(useCreateAttendee);
    await act(() => mutation.current.mutateAsync({ name: 'Ada Lovelace' }));
    const call = fetchCall(fetchMock);
    expect([call.init.method, new URL(call.url, 'http://x').pathname]).toEqual([
      'POST',
      '/api/attendees',
    ]);
    expect(toasts.current[0]).toMatchObject({
      title: 'Attendee Added',
      description: 'Ada Lovelace has been added.',
      // View and Undo, up long enough to reach (a plain toast goes after 5 s).
      duration: 10_000,
      actions: [
        { label: 'View', altText: 'View Ada Lovelace', href: '/attendees?eventId=3' },
        { label: 'Undo', altText: 'Remove Ada Lovelace, just added' },
      ],
    });
  });

  it('updates with PUT on the record and the version as If-Match', async () => {
    const fetchMock = mockFetch(200, attendee);
    const { mutation, toasts } = renderMutation(useUpdateAttendee);
    await act(() => mutation.current.mutateAsync({ id: 7, changes: { name: 'Ada' }, version: 3 }));
    const call = fetchCall(fetchMock);
    expect([call.init.method, new URL(call.url, 'http://x').pathname]).toEqual([
      'PUT',
      '/api/attendees/7',
    ]);
    expect(call.headers.get('If-Match')).toContain('3');
    expect(toasts.current[0]).toMatchObject({ title: 'Attendee Updated' });
  });

  it('deletes with DELETE and names the deleted record', async () => {
    const fetchMock = mockFetch(204);
    const { mutation, toasts } = renderMutation(useDeleteAttendee);
    await act(() => mutation.current.mutateAsync(attendee));
    expect(fetchCall(fetchMock).init.method).toBe('DELETE');
    expect(toasts.current[0]).toMatchObject({
      title: 'Attendee Deleted',
      description: 'Ada Lovelace has been deleted.',
    });
  });

  it('words an error with the noun in lower case, acronyms kept', async () => {
    mockFetch(400, { message: 'Title is required' });
    const { mutation, toasts } = renderMutation(useCreateCfpSubmission);
    await act(async () => {
      await mutation.current.mutateAsync({}).catch(() => {});
    });
    expect(toasts.current[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to add CFP submission: Title is required',
    });
  });

  it('titles stakeholder toasts in sentence case and quotes a submission’s title', async () => {
    mockFetch(201, { id: 1, name: 'Grace Hopper' });
    const stakeholder = renderMutation(useCreateStakeholder);
    await act(() => stakeholder.mutation.current.mutateAsync({}));
    expect(stakeholder.toasts.current[0]).toMatchObject({ title: 'Stakeholder added' });
    resetToasts();

    mockFetch(201, { id: 2, name: '', title: 'Rust at Scale' });
    const cfp = renderMutation(useCreateCfpSubmission);
    await act(() => cfp.mutation.current.mutateAsync({}));
    expect(cfp.toasts.current[0]).toMatchObject({
      title: 'CFP Submission Added',
      description: '"Rust at Scale" has been added.',
    });
  });

  it('sends the PUT body sendChanges makes of the changes', async () => {
    const fetchMock = mockFetch(200, { id: 2, name: '', title: 'Rust at Scale' });
    const { mutation } = renderMutation(useUpdateCfpSubmission);
    await act(() =>
      mutation.current.mutateAsync({
        id: 2,
        changes: { name: 'Rust at Scale', submissionDate: null },
      }),
    );
    expect(JSON.parse(String(fetchCall(fetchMock).init.body))).toEqual({ name: 'Rust at Scale' });
  });
});
