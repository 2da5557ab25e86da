import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shared/schemas/dashboard';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { localToday } from '@web/lib/format';
import { myWeek, weekSection } from '../components/my-week.test-utils';
import { DashboardPage } from './dashboard-page';

const months = Array.from({ length: 12 }, (_, index) => ({
  month: `2027-${String(index + 1).padStart(2, '0')}`,
  total: index === 2 ? 3 : 0,
  counts: {
    conference: index === 2 ? 2 : 0,
    meetup: index === 2 ? 1 : 0,
    webinar: 0,
    workshop: 0,
    hackathon: 0,
  },
}));

const dashboard: Dashboard = {
  today: '2027-01-10',
  totals: {
    events: 42,
    upcomingEvents: 7,
    cfpSubmissions: 12,
    acceptedSubmissions: 4,
    attendees: 31,
    sponsorships: 6,
    confirmedSponsorships: 2,
  },
  upcomingEvents: [
    {
      id: 5,
      name: 'KubeCon Europe',
      location: 'Paris',
      type: 'conference',
      priority: 'high',
      startDate: '2027-01-15',
      endDate: '2027-01-17',
      daysUntil: 5,
    },
  ],
  cfpDeadlines: [
    {
      id: 8,
      name: 'FOSDEM',
      location: 'Brussels',
      type: 'conference',
      priority: 'high',
      startDate: '2027-02-01',
      cfpDeadline: '2027-01-13',
      cfpLink: 'https://fosdem.org/cfp',
      daysLeft: 3,
    },
    {
      id: 9,
      name: 'PyCon',
      location: 'Pittsburgh',
      type: 'conference',
      priority: 'medium',
      startDate: '2027-03-01',
      cfpDeadline: '2027-01-22',
      cfpLink: null,
      daysLeft: 12,
    },
  ],
  recentSubmissions: [
    {
      id: 3,
      title: 'Scaling OSPOs',
      submitterName: 'Ada Lovelace',
      status: 'accepted',
      submissionDate: '2027-01-02',
      eventId: 8,
      eventName: 'FOSDEM',
    },
  ],
  eventsPerMonth: months,
};

/** fetch answering /api/dashboard with `status` and `body`, and My week with an empty week. */
function mockFetch(status: number, body: unknown) {
  const json = (code: number, value: unknown) =>
    new Response(JSON.stringify(value), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).startsWith('/api/me/week')
      ? json(200, myWeek([weekSection('approvals', { title: 'Waiting for your decision' })]))
      : json(status, body),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () =>
  renderWithProviders(<DashboardPage />, {
    auth: authValue({ user: demoUser }),
    path: '/dashboard',
  });

afterEach(() => vi.unstubAllGlobals());

describe('DashboardPage', () => {
  it("asks for the figures as of the browser's local date", async () => {
    const fetchMock = mockFetch(200, dashboard);
    render();
    await screen.findByText('42');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/dashboard?today=${localToday()}`,
    );
  });

  it('puts My week first, above the stat cards', async () => {
    mockFetch(200, dashboard);
    render();
    const week = await screen.findByRole('region', { name: 'My week' });
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(week.compareDocumentPosition(totals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(week).getByRole('region', { name: /Waiting for your decision/ }),
    ).toBeInTheDocument();
  });

  it('shows the four stat cards with their sub-counts', async () => {
    mockFetch(200, dashboard);
    render();
    const totals = await screen.findByRole('list', { name: 'Totals' });
    const card = (label: string) => within(totals).getByText(label).closest('li')!;
    expect(card('Total Events')).toHaveTextContent('42');
    expect(card('Total Events')).toHaveTextContent('7 upcoming in the next 30 days');
    expect(card('CFP Submissions')).toHaveTextContent('12');
    expect(card('CFP Submissions')).toHaveTextContent('4 accepted');
    expect(card('Total Attendees')).toHaveTextContent('31');
    expect(card('Sponsorships')).toHaveTextContent('6');
    expect(card('Sponsorships')).toHaveTextContent('2 confirmed');
  });

  it('lists upcoming events, deadlines coloured by urgency and recent submissions', async () => {
    mockFetch(200, dashboard);
    render();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Events' });
    expect(within(upcoming).getByRole('link', { name: 'KubeCon Europe' })).toHaveAttribute(
      'href',
      '/events/5',
    );
    expect(upcoming).toHaveTextContent('Jan 15, 2027 – Jan 17, 2027');
    expect(upcoming).toHaveTextContent('In 5 days');

    const deadlines = screen.getByRole('region', { name: 'CFP Deadlines' });
    expect(within(deadlines).getByText('3 days left')).toHaveAttribute('data-urgency', 'urgent');
    expect(within(deadlines).getByText('12 days left')).toHaveAttribute('data-urgency', 'soon');
    expect(deadlines).toHaveTextContent('Deadline Jan 13, 2027');

    const recent = screen.getByRole('region', { name: 'Recent Submissions' });
    expect(recent).toHaveTextContent('Scaling OSPOs');
    expect(recent).toHaveTextContent('Ada Lovelace');
    expect(within(recent).getByText('Accepted')).toBeInTheDocument();
  });

  it('links the quick actions and Add Event', async () => {
    mockFetch(200, dashboard);
    render();
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const hrefs = within(actions)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/events', '/cfp-submissions', '/attendees', '/sponsorships']);
    expect(screen.getByRole('link', { name: 'Add Event' })).toHaveAttribute('href', '/events');
  });

  it('draws events per month with a text alternative and a table', async () => {
    mockFetch(200, dashboard);
    render();
    expect(
      await screen.findByRole('img', {
        name: '3 events in the next 12 months; busiest month March 2027 with 3.',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Events per month by type' });
    const march = within(table).getByRole('row', { name: /March 2027/ });
    expect(
      within(march)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '0', '0', '0', '3']);
  });

  it('shows an empty state in each list', async () => {
    mockFetch(200, { ...dashboard, upcomingEvents: [], cfpDeadlines: [], recentSubmissions: [] });
    render();
    expect(await screen.findByText('No upcoming events in the next 30 days')).toBeInTheDocument();
    expect(screen.getByText('No CFP deadlines in the next 14 days')).toBeInTheDocument();
    expect(screen.getByText('No CFP submissions yet')).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render();
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    expect(screen.getByText('Loading My week...')).toBeInTheDocument();
  });

  it('shows the error and loads again on Retry', async () => {
    const fetchMock = mockFetch(500, { message: 'Database unavailable' });
    render();
    expect(
      await screen.findByText('Failed to load dashboard', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(
      screen.getByText('The server did not answer; your data is safe. Try again.'),
    ).toBeInTheDocument();
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify(dashboard), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('42')).toBeInTheDocument());
  });
});
