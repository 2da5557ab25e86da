import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@shared/schemas/event-calendar';
import { authValue, demoUser } from '@web/test/auth-context';
import { mockMatchMedia } from '@web/test/match-media';
import { renderWithProviders } from '@web/test/render-shell';
import { EventsCalendar } from './events-calendar';

const calendarEvent = (id: number, fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  name: `Event ${id}`,
  link: 'https://example.org',
  location: 'Lisbon',
  startDate: '2027-03-10',
  endDate: '2027-03-10',
  cfpDeadline: null,
  priority: 'medium',
  type: 'conference',
  status: 'planning',
  goal: ['attending'],
  notes: null,
  version: 1,
  cfpCount: 0,
  attendeeCount: 0,
  tripReportCount: 0,
  ...fields,
});

/** Answers every calendar request with `events` and the given X-Total-Count. */
function serveCalendar(events: CalendarEvent[], total = events.length) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(events), {
        status: 200,
        headers: { 'content-type': 'application/json', 'X-Total-Count': String(total) },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = (onEdit = vi.fn()) => {
  renderWithProviders(<EventsCalendar filters={{ q: 'conf', type: 'meetup' }} onEdit={onEdit} />, {
    auth: authValue({ user: demoUser }),
    path: '/events',
  });
  return onEdit;
};

const day = (key: string) => document.querySelector<HTMLElement>(`[data-day="${key}"]`)!;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 2, 15, 12));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EventsCalendar', () => {
  it('asks the calendar API for the visible weeks with the filters, then the months beside', async () => {
    const fetchMock = serveCalendar([calendarEvent(1)]);
    render();
    expect(await screen.findByRole('grid', { name: 'March 2027' })).toBeVisible();
    expect(screen.getByText('1 event this month')).toBeVisible();
    const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls()[0]).toBe('/api/events/calendar?q=conf&type=meetup&from=2027-02-28&to=2027-04-03');
    await waitFor(() =>
      expect(urls()).toEqual(
        expect.arrayContaining([
          expect.stringContaining('from=2027-03-28&to=2027-05-01'),
          expect.stringContaining('from=2027-01-31&to=2027-03-06'),
        ]),
      ),
    );
  });

  it('puts an event on each day it spans and a CFP deadline of a later event on its day', async () => {
    serveCalendar([
      calendarEvent(1, { name: 'KubeCon', startDate: '2027-03-30', endDate: '2027-04-01' }),
      calendarEvent(2, { name: 'PyCon', startDate: '2027-05-12', cfpDeadline: '2027-03-05' }),
    ]);
    render();
    await screen.findByRole('grid', { name: 'March 2027' });
    for (const key of ['2027-03-30', '2027-03-31', '2027-04-01']) {
      expect(within(day(key)).getByRole('button', { name: 'KubeCon' })).toBeVisible();
    }
    expect(within(day('2027-03-05')).getByRole('button', { name: 'CFP: PyCon' })).toBeVisible();
    // A later event's deadline does not make it an event of this month.
    expect(screen.getByText('1 event this month')).toBeVisible();
  });

  it('shows two entries of a busy day and the rest behind "+N more"', async () => {
    const busy = [1, 2, 3, 4, 5].map((id) =>
      calendarEvent(id, { name: `Busy ${id}`, cfpCount: id, attendeeCount: 1, tripReportCount: 3 }),
    );
    serveCalendar(busy);
    const edit = render();
    const cell = await waitFor(() => {
      const found = day('2027-03-10');
      if (!within(found).queryByRole('button', { name: /more on/ })) throw new Error('not yet');
      return found;
    });
    expect(
      within(cell)
        .getAllByTestId('calendar-entry')
        .map((entry) => entry.textContent),
    ).toEqual(['Busy 1', 'Busy 2']);
    const user = userEvent.setup();
    await user.click(
      within(cell).getByRole('button', { name: '3 more on Wednesday, March 10, 2027' }),
    );
    const list = await screen.findByRole('dialog', { name: 'Wednesday, March 10, 2027' });
    const entries = within(list).getAllByTestId('calendar-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Busy 1',
      'Busy 2',
      'Busy 3',
      'Busy 4',
      'Busy 5',
    ]);

    await user.click(entries[4]!);
    const card = await screen.findByRole('dialog', { name: 'Busy 5' });
    expect(card).toHaveTextContent('5 CFPs · 1 attendee · 3 reports');
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/events/5',
    );
    await user.click(within(card).getByRole('button', { name: 'Edit Event' }));
    expect(edit).toHaveBeenCalledWith(busy[4]);
  });

  it('says when the range holds more events than one answer carries', async () => {
    serveCalendar([calendarEvent(1)], 2500);
    render();
    expect(
      await screen.findByText(
        'Showing the first 1 of 2,500 events in these weeks. Narrow the search or filters to see the rest.',
      ),
    ).toBeVisible();
  });

  it('shows dots on a phone and opens the day list when the day is tapped', async () => {
    mockMatchMedia(true); // every media query matches: the narrow layout
    serveCalendar([
      ...[1, 2, 3, 4].map((id) =>
        calendarEvent(id, { name: `Busy ${id}`, priority: id === 1 ? 'essential' : 'low' }),
      ),
      calendarEvent(9, { name: 'Later', startDate: '2027-06-01', cfpDeadline: '2027-03-10' }),
    ]);
    render();
    await screen.findByRole('grid', { name: 'March 2027' });
    const cell = day('2027-03-10');
    expect(within(cell).queryAllByTestId('calendar-entry')).toHaveLength(0);
    const dots = within(cell).getAllByTestId('calendar-dot');
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveClass('bg-purple-500');
    expect(cell).toHaveTextContent('+2');
    const user = userEvent.setup();
    await user.click(
      within(cell).getByRole('button', { name: 'Wednesday, March 10, 2027, 5 entries' }),
    );
    const list = await screen.findByRole('dialog', { name: 'Wednesday, March 10, 2027' });
    expect(
      within(list)
        .getAllByTestId('calendar-entry')
        .map((entry) => entry.textContent),
    ).toEqual(['Busy 1', 'CFP: Later', 'Busy 2', 'Busy 3', 'Busy 4']);
  });
});
