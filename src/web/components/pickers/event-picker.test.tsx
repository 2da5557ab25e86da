import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { fetchCall, mockFetch } from '@web/test/fetch-mock';
import { EventPicker } from './event-picker';

const events = [
  { id: 4, name: 'KubeCon Europe', startDate: '2026-03-01' },
  { id: 9, name: 'FOSDEM', startDate: '2026-02-01' },
];

function renderPicker(value: number | null = null) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EventPicker value={value} onChange={onChange} aria-label="Event" />
    </QueryClientProvider>,
  );
  return onChange;
}

describe('EventPicker', () => {
  it('searches events in the API and gives the chosen id', async () => {
    const fetchMock = mockFetch(200, events);
    const onChange = renderPicker();
    const user = userEvent.setup();
    const trigger = screen.getByRole('combobox', { name: 'Event' });
    expect(trigger).toHaveTextContent('Select an event');

    await user.click(trigger);
    await screen.findByRole('option', { name: 'FOSDEM — Feb 1, 2026' });
    expect(fetchCall(fetchMock).url).toBe('/api/events?limit=20&sort=name');

    await user.type(screen.getByRole('textbox', { name: 'Search events' }), 'kube');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/events?q=kube&limit=20&sort=name',
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'FOSDEM — Feb 1, 2026' }));
    expect(onChange).toHaveBeenCalledWith(9, events[1]);
  });

  it('chooses with the keyboard and says when nothing matches', async () => {
    mockFetch(200, events);
    const onChange = renderPicker();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await screen.findByRole('option', { name: /KubeCon/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(9, events[1]);

    mockFetch(200, []);
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.type(screen.getByRole('textbox', { name: 'Search events' }), 'zzz');
    expect(await screen.findByText('No events found')).toBeInTheDocument();
  });

  it('names a selected event it has not listed yet', async () => {
    const fetchMock = mockFetch(200, events[0]);
    renderPicker(4);
    expect(await screen.findByText('KubeCon Europe — Mar 1, 2026')).toBeInTheDocument();
    await waitFor(() => expect(fetchCall(fetchMock).url).toBe('/api/events/4'));
  });
});
