import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

// jsdom lays nothing out and has no scrollIntoView: record on which option it is called.
const scrollIntoView = vi.fn();
Element.prototype.scrollIntoView = scrollIntoView;
afterEach(() => scrollIntoView.mockClear());

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

    await user.type(screen.getByRole('combobox', { name: 'Search events' }), 'kube');
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
    await user.type(screen.getByRole('combobox', { name: 'Search events' }), 'zzz');
    expect(await screen.findByText('No events found')).toBeInTheDocument();
  });

  it('names a selected event it has not listed yet', async () => {
    const fetchMock = mockFetch(200, events[0]);
    renderPicker(4);
    expect(await screen.findByText('KubeCon Europe — Mar 1, 2026')).toBeInTheDocument();
    await waitFor(() => expect(fetchCall(fetchMock).url).toBe('/api/events/4'));
  });

  it('keeps the highlighted option in view while arrowing past the visible rows', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      id: index + 1,
      name: `Conference ${String(index + 1).padStart(2, '0')}`,
      startDate: '2026-05-01',
    }));
    mockFetch(200, many);
    const onChange = renderPicker();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await screen.findByRole('option', { name: /Conference 20/ });
    const search = screen.getByRole('combobox', { name: 'Search events' });
    const first = screen.getByRole('option', { name: /Conference 01/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', first.id);
    for (let step = 0; step < 15; step += 1) await user.keyboard('{ArrowDown}');

    const highlighted = screen.getByRole('option', { name: /Conference 16/ });
    expect(search).toHaveAttribute('aria-activedescendant', highlighted.id);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(highlighted);

    await user.keyboard('{Home}');
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(
      screen.getByRole('option', { name: /Conference 01/ }),
    );
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenCalledWith(20, many[19]);
  });
});
