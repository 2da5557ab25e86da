import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '@shared/schemas/trip';
import { authValue, demoUser } from '@web/test/auth-context';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render-shell';
import { TripActualsPanel } from './trip-actuals-panel';
import { signedInUser } from '@web/test/user-fixture';
import { tripFixture } from './trip-fixtures.test-utils';

afterEach(() => vi.unstubAllGlobals());

const traveller = { admin: false, mayEdit: true, mayEditCosts: true };

function renderPanel(trip: Trip, access = traveller, routes: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({
    'GET /api/users/me': { body: signedInUser() },
    'GET /api/version': { body: { version: 'test', defaultCurrency: 'EUR' } },
    'GET /api/assets': { body: [] },
    ...routes,
  });
  renderWithProviders(<TripActualsPanel trip={trip} access={access} />, {
    auth: authValue({ user: demoUser }),
  });
  return { calls, user: userEvent.setup() };
}

const totalsRow = (currency: string) =>
  within(screen.getByRole('table', { name: 'Totals per currency' })).getByRole('row', {
    name: new RegExp(`^${currency}`),
  });

describe('TripActualsPanel', () => {
  it('compares actual with estimate per line and per currency, and sends the actuals', async () => {
    const { calls, user } = renderPanel(tripFixture({ status: 'booked' }), traveller, {
      'PUT /api/trips/5/actuals': { body: tripFixture({ status: 'booked', version: 4 }) },
    });
    await user.type(
      screen.getByRole('textbox', { name: 'Actual for Ticket: Conference pass (EUR)' }),
      '300',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Actual for Transport: Flight SFO–BRU (USD)' }),
      '$2,700',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Actual for Lodging: Hotel Amigo (EUR)' }),
      '550',
    );
    const differences = screen.getAllByTestId('line-difference');
    expect(differences.map((cell) => cell.textContent)).toEqual([
      'Difference: €0.00',
      'Difference: +$200.00',
      'Difference: -€50.00',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add a cost found after' }));
    const found = screen.getByRole('group', { name: 'Costs found after' });
    await user.selectOptions(
      within(found).getByRole('combobox', { name: 'Category of line 1' }),
      'Meals',
    );
    await user.type(
      within(found).getByRole('textbox', { name: 'Description of line 1' }),
      'Dinners',
    );
    await user.type(within(found).getByRole('textbox', { name: 'Actual' }), '€120');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reimbursement' }), 'Claimed');

    expect(totalsRow('EUR')).toHaveTextContent('EUR€900.00€970.00+€70.00');
    expect(totalsRow('USD')).toHaveTextContent('USD$2,500.00$2,700.00+$200.00');
    await user.click(screen.getByRole('button', { name: 'Save actual costs' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/trips/5/actuals');
    expect(put.ifMatch).toBe('"3"');
    expect(put.body).toEqual({
      lines: [
        { id: 11, category: 'ticket', currency: 'EUR', actual: 300 },
        { id: 12, category: 'transport', currency: 'USD', actual: 2700 },
        { id: 13, category: 'lodging', currency: 'EUR', actual: 550 },
        { category: 'meals', description: 'Dinners', currency: 'EUR', actual: 120 },
      ],
      reimbursement: 'claimed',
    });
  });

  it('names the field of an amount in another currency than its line, sending nothing', async () => {
    const { calls, user } = renderPanel(tripFixture({ status: 'completed' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Actual for Ticket: Conference pass (EUR)' }),
      '$50',
    );
    await user.click(screen.getByRole('button', { name: 'Save actual costs' }));
    expect(
      await screen.findByText(
        'Written in USD but the currency is EUR: leave one out or make them agree',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'Actual for Ticket: Conference pass (EUR)' }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers paid to admins only', () => {
    renderPanel(tripFixture({ status: 'completed' }));
    const options = within(screen.getByRole('combobox', { name: 'Reimbursement' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Not claimed', 'Claimed']);
  });

  it('lets an admin mark it paid', () => {
    renderPanel(tripFixture({ status: 'completed' }), {
      admin: true,
      mayEdit: true,
      mayEditCosts: true,
    });
    expect(
      within(screen.getByRole('combobox', { name: 'Reimbursement' })).getByRole('option', {
        name: 'Paid',
      }),
    ).toBeInTheDocument();
  });

  it('shows a paid trip read-only to its traveller, with its receipts’ signed links', async () => {
    const lines = tripFixture().lines.map((line) => ({ ...line, actual: line.estimate }));
    renderPanel(
      tripFixture({ status: 'reported', reimbursement: 'paid', lines }),
      { admin: false, mayEdit: true, mayEditCosts: false },
      {
        'GET /api/assets': {
          body: [
            {
              id: 31,
              name: 'Hotel invoice',
              type: 'other',
              fileUrl: '/files/31?sig=a',
              fileSize: 2048,
            },
            { id: 32, name: 'Trip report', type: 'trip_report', fileUrl: null, fileSize: 10 },
          ],
        },
      },
    );
    expect(await screen.findByRole('link', { name: 'Hotel invoice' })).toHaveAttribute(
      'href',
      '/files/31?sig=a',
    );
    expect(
      within(screen.getByRole('list', { name: 'Receipts' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: /^Actual for/ })).not.toBeInTheDocument();
    expect(screen.getByText(/only an admin can change these costs now/)).toBeVisible();
    expect(totalsRow('EUR')).toHaveTextContent('EUR€900.00€900.00€0.00');
    // Receipts can still be added by the traveller.
    expect(screen.getByRole('button', { name: 'Add receipt' })).toBeVisible();
  });

  it('starts the costs again from a newly saved trip and keeps a receipt being chosen', async () => {
    function SavedElsewhere({ first }: { first: Trip }) {
      const [trip, setTrip] = useState(first);
      return (
        <>
          <button type="button" onClick={() => setTrip({ ...trip, version: trip.version + 1 })}>
            Saved elsewhere
          </button>
          <TripActualsPanel trip={trip} access={traveller} />
        </>
      );
    }
    fakeApi({
      'GET /api/users/me': { body: signedInUser() },
      'GET /api/version': { body: { version: 'test', defaultCurrency: 'EUR' } },
      'GET /api/assets': { body: [] },
    });
    renderWithProviders(<SavedElsewhere first={tripFixture({ status: 'booked' })} />, {
      auth: authValue({ user: demoUser }),
    });
    const user = userEvent.setup();
    const actual = () =>
      screen.getByRole('textbox', { name: 'Actual for Ticket: Conference pass (EUR)' });
    await user.type(actual(), '300');
    await user.upload(
      screen.getByLabelText('Receipt file'),
      new File(['%PDF-1.4'], 'hotel-invoice.pdf', { type: 'application/pdf' }),
    );
    await user.clear(screen.getByRole('textbox', { name: 'Receipt name' }));
    await user.type(screen.getByRole('textbox', { name: 'Receipt name' }), 'Hotel Amigo');

    await user.click(screen.getByRole('button', { name: 'Saved elsewhere' }));
    expect(actual()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Receipt name' })).toHaveValue('Hotel Amigo');
  });
});
