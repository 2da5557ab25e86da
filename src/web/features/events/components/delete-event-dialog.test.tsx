import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventDeletion } from '@shared/schemas/event-deletion';
import { createQueryClient } from '@web/lib/query-client';
import { fetchCall, mockFetch } from '@web/test/fetch-mock';
import { DeleteEventDialog } from './delete-event-dialog';

function renderDialog(deletion: EventDeletion) {
  const fetchMock = mockFetch(200, deletion);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DeleteEventDialog event={{ id: 9, name: 'FOSDEM' }} onOpenChange={vi.fn()} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const counts = { cfpSubmissions: 3, attendees: 12, sponsorships: 1, othersRecords: 0 };

describe('DeleteEventDialog', () => {
  it('says how many records go with the event', async () => {
    const fetchMock = renderDialog({ ...counts, allowed: true, reason: null });
    expect(
      await screen.findByText(
        'This also deletes 3 CFP submissions, 12 attendees and 1 sponsorship.',
      ),
    ).toBeInTheDocument();
    expect(fetchCall(fetchMock).url).toBe('/api/events/9/deletion');
    expect(screen.getByRole('button', { name: 'Delete Event' })).toBeEnabled();
  });

  it('says why only an admin may delete it, and offers no Delete', async () => {
    const reason =
      'Only an admin can delete this event: it holds 2 records other people created, which would be deleted with it';
    renderDialog({ ...counts, othersRecords: 2, allowed: false, reason });
    expect(await screen.findByRole('alert')).toHaveTextContent(`${reason}.`);
    expect(screen.getByRole('button', { name: 'Delete Event' })).toBeDisabled();
  });

  it('says when nothing goes with it', async () => {
    renderDialog({
      cfpSubmissions: 0,
      attendees: 0,
      sponsorships: 0,
      othersRecords: 0,
      allowed: true,
      reason: null,
    });
    expect(
      await screen.findByText('No CFP submissions, attendees or sponsorships go with it.'),
    ).toBeInTheDocument();
  });
});
