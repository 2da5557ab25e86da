import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '@shared/schemas/trip';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { TripsPage } from './trips-page';

afterEach(() => vi.unstubAllGlobals());

const trip: Trip = {
  id: 5,
  eventId: 3,
  eventName: 'KubeCon EU',
  eventStartDate: '2027-03-15',
  eventEndDate: '2027-03-18',
  travellerId: 7,
  travellerName: 'Ada Lovelace',
  role: 'speaker',
  departDate: '2027-03-14',
  returnDate: '2027-03-19',
  status: 'approved',
  workflowId: 9,
  booking: {},
  reimbursement: 'not_claimed',
  notes: null,
  lines: [],
  totals: [
    { currency: 'EUR', estimate: 390.5, actual: 0, difference: -390.5 },
    { currency: 'USD', estimate: 2500, actual: 0, difference: -2500 },
  ],
  report: null,
  createdById: 7,
  version: 1,
  createdAt: '2027-01-01T00:00:00Z',
  updatedAt: '2027-01-01T00:00:00Z',
};

/** The API: the trips list, and what the filters' names are read from. */
function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (value: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(value), {
        headers: { 'content-type': 'application/json', ...headers },
      });
    if (url.pathname === '/api/trips') return json([trip], { 'X-Total-Count': '1' });
    if (url.pathname === '/api/events/3') return json({ id: 3, name: 'KubeCon EU' });
    if (url.pathname === '/api/users/7')
      return json({ id: 7, name: 'Ada Lovelace', username: 'ada' });
    return json({ message: 'Not found' }, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query of each GET /api/trips the page sent, as an object. */
function tripRequests(fetchMock: ReturnType<typeof serve>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/trips')
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('TripsPage', () => {
  it('asks the API for the filters the address holds', async () => {
    const fetchMock = serve();
    renderWithProviders(<TripsPage />, {
      auth: authValue({ user: demoUser }),
      path: '/trips?travellerId=7&eventId=3&status=approved&from=2027-01-01&to=2027-12-31&page=1',
    });

    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/trips/5',
    );
    expect(tripRequests(fetchMock)[0]).toEqual({
      travellerId: '7',
      eventId: '3',
      status: 'approved',
      from: '2027-01-01',
      to: '2027-12-31',
      limit: '25',
      offset: '0',
    });
  });

  it('sends a changed filter, shows totals per currency and clears the filters', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderWithProviders(<TripsPage />, { auth: authValue({ user: demoUser }), path: '/trips' });
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    const row = screen.getByRole('row', { name: /Ada Lovelace/ });
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(row).toHaveTextContent('€390.50 · $2,500.00');

    await user.selectOptions(screen.getByLabelText('Status'), 'booked');
    await user.type(screen.getByLabelText('From'), '2027-02-01');

    await waitFor(() =>
      expect(tripRequests(fetchMock).at(-1)).toEqual({
        status: 'booked',
        from: '2027-02-01',
        limit: '25',
        offset: '0',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The unfiltered page is still fresh in the cache: the filters go, no request is needed.
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });
});
