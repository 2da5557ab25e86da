import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '@shared/schemas/trip';
import { authValue, demoUser } from '@web/test/auth-context';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render-shell';
import { TripBookingPanel } from './trip-booking-panel';
import { signedInUser } from '@web/test/user-fixture';
import { tripFixture } from './trip-fixtures.test-utils';

afterEach(() => vi.unstubAllGlobals());

function renderPanel(trip: Trip, mayEdit = true, routes: Parameters<typeof fakeApi>[0] = {}) {
  const calls = fakeApi({ 'GET /api/users/me': { body: signedInUser() }, ...routes });
  renderWithProviders(<TripBookingPanel trip={trip} mayEdit={mayEdit} />, {
    auth: authValue({ user: demoUser }),
  });
  return { calls, user: userEvent.setup() };
}

describe('TripBookingPanel', () => {
  it('sends the whole checklist with the version read, saying what is left to book', async () => {
    const approved = tripFixture({
      status: 'approved',
      booking: { ticket: { state: 'booked', note: 'Order 991' } },
    });
    const { calls, user } = renderPanel(approved, true, {
      'PUT /api/trips/5/booking': { body: tripFixture({ status: 'booked', version: 4 }) },
    });
    expect(screen.getByRole('combobox', { name: 'Ticket' })).toHaveValue('booked');
    expect(screen.getByRole('textbox', { name: 'Ticket note' })).toHaveValue('Order 991');
    expect(screen.getByText('Still to book: transport, lodging.')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Transport' }), 'Not needed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lodging' }), 'Booked');
    await user.type(screen.getByRole('textbox', { name: 'Lodging note' }), 'Hotel Amigo');
    expect(screen.getByText('Nothing left to book: saving marks the trip booked.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save booking' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/trips/5/booking');
    expect(put.ifMatch).toBe('"3"');
    expect(put.body).toEqual({
      ticket: { state: 'booked', note: 'Order 991' },
      transport: { state: 'not_needed', note: '' },
      lodging: { state: 'booked', note: 'Hotel Amigo' },
    });
  });

  it('warns that a booked trip goes back to approved when an item is to book again', async () => {
    const { user } = renderPanel(
      tripFixture({
        status: 'booked',
        booking: {
          ticket: { state: 'booked', note: null },
          transport: { state: 'booked', note: null },
          lodging: { state: 'not_needed', note: null },
        },
      }),
    );
    expect(screen.getByText('Nothing left to book.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Transport' }), 'To book');
    expect(
      screen.getByText('Still to book: transport. Saving makes the trip approved again.'),
    ).toBeVisible();
  });

  it('shows the server’s refusal and keeps what was chosen', async () => {
    const { user } = renderPanel(tripFixture({ status: 'approved' }), true, {
      'PUT /api/trips/5/booking': {
        status: 400,
        body: {
          message: 'Must be at most 500 characters',
          errors: { 'lodging.note': 'Must be at most 500 characters' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save booking' }));
    expect(await screen.findByText('Must be at most 500 characters')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Lodging note' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('shows the checklist read-only to a reviewer and once the trip has happened', () => {
    renderPanel(
      tripFixture({
        status: 'completed',
        booking: { lodging: { state: 'booked', note: 'Hotel Amigo' } },
      }),
    );
    const checklist = screen.getByLabelText('Booking checklist');
    expect(within(checklist).getByText('Hotel Amigo')).toBeVisible();
    expect(checklist).toHaveTextContent('Lodging');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save booking' })).not.toBeInTheDocument();
  });
});
