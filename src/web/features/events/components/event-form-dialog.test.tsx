import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { fetchCall, mockFetch } from '@web/test/fetch-mock';
import { EventFormDialog } from './event-form-dialog';

beforeAll(() => {
  // Radix checkboxes measure themselves; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EventFormDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('EventFormDialog', () => {
  it('shows the shared schema messages on their fields and sends nothing', async () => {
    const fetchMock = mockFetch(201, {});
    renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Attending' }));
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByText('Event name is required')).toBeInTheDocument();
    expect(field('Event Name')).toHaveAccessibleDescription('Event name is required');
    expect(field('Event URL')).toHaveAccessibleDescription('Must be a valid URL');
    expect(field('Location')).toHaveAccessibleDescription('Location is required');
    expect(field('Start Date')).toHaveAccessibleDescription('Start date is required');
    expect(screen.getByText('Select at least one goal')).toBeInTheDocument();

    await user.type(field('Start Date'), '2026-05-10');
    await user.type(field('End Date'), '2026-05-09');
    await user.type(field('CFP Deadline'), '2026-05-11');
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    await waitFor(() =>
      expect(field('End Date')).toHaveAccessibleDescription('End date cannot be before start date'),
    );
    expect(field('CFP Deadline')).toHaveAccessibleDescription(
      'CFP deadline should be before the event start date',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts calendar dates unchanged with the defaults and closes', async () => {
    const fetchMock = mockFetch(201, { id: 5, name: 'FOSDEM' });
    const onOpenChange = renderDialog();
    const user = userEvent.setup();
    await user.type(field('Event Name'), 'FOSDEM');
    await user.type(field('Event URL'), 'https://fosdem.org');
    await user.type(field('Location'), 'Brussels');
    await user.type(field('Start Date'), '2027-02-01');
    await user.type(field('End Date'), '2027-02-02');
    await user.click(screen.getByRole('button', { name: 'Save Event' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const { url, init } = fetchCall(fetchMock);
    expect(url).toBe('/api/events');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'FOSDEM',
      startDate: '2027-02-01',
      endDate: '2027-02-02',
      priority: 'medium',
      type: 'conference',
      goal: ['attending'],
      cfpDeadline: null,
    });
  });
});
