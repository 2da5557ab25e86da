import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '@shared/schemas/trip';
import { authValue, demoUser } from '@web/test/auth-context';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render-shell';
import { signedInUser } from '@web/test/user-fixture';
import { tripFixture } from './trip-fixtures.test-utils';
import { TripLifecycle } from './trip-lifecycle';

afterEach(() => vi.unstubAllGlobals());

const users = [
  { id: 1, name: 'Demo User', username: 'demo', email: null, headshot: null },
  { id: 2, name: 'Rita Reviewer', username: 'reviewer', email: null, headshot: null },
];

function renderLifecycle(trip: Trip, routes: Parameters<typeof fakeApi>[0] = {}, meId = 1) {
  const calls = fakeApi({
    'GET /api/users/me': { body: signedInUser({ id: meId }) },
    'GET /api/users': { body: users },
    'GET /api/events/3': { body: { id: 3, name: 'FOSDEM 2027', startDate: '2027-02-06' } },
    'GET /api/assets': { body: [] },
    'GET /api/cfp-submissions': { body: [] },
    ...routes,
  });
  renderWithProviders(<TripLifecycle trip={trip} />, { auth: authValue({ user: demoUser }) });
  return { calls, user: userEvent.setup() };
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('TripLifecycle: approval', () => {
  it('shows only the approval of a draft, and opens the workflow dialog pre-filled from the trip', async () => {
    const requested = tripFixture({ status: 'requested', workflowId: 7 });
    const { calls, user } = renderLifecycle(tripFixture(), {
      'POST /api/trips/5/request-approval': { body: requested },
    });
    const request = await screen.findByRole('button', { name: 'Request approval' });
    expect(headings()).toEqual(['Approval']);
    await user.click(request);

    const dialog = await screen.findByRole('dialog', { name: 'Create Workflow' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Travel: Demo User to FOSDEM 2027',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(
      [
        'Demo User goes as speaker.',
        '- ticket: Conference pass: EUR 300.00',
        '- transport: Flight SFO–BRU: USD 2,500.00',
        '- lodging: Hotel Amigo: EUR 600.00',
      ].join('\n'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Estimated Costs' })).toHaveValue(
      'EUR 900.00 + USD 2,500.00',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Request Type' })).toHaveTextContent(
      'Travel Request',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Request Type' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Event' })).toBeDisabled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Reviewers' }));
    await user.click(await screen.findByRole('option', { name: /Rita Reviewer/ }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Workflow' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/trips/5/request-approval');
    expect(post.body).toEqual({
      title: 'Travel: Demo User to FOSDEM 2027',
      description: expect.stringContaining('- transport: Flight SFO–BRU: USD 2,500.00'),
      priority: 'medium',
      dueDate: null,
      estimatedCosts: 'EUR 900.00 + USD 2,500.00',
      reviewerIds: [2],
      stakeholderIds: [],
      metadata: {},
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no request to a reviewer, and shows the linked workflow with its status', async () => {
    renderLifecycle(
      tripFixture({ status: 'requested', workflowId: 7, travellerId: 1 }),
      {
        'GET /api/approval-workflows/7': {
          body: { id: 7, title: 'Travel: Demo User to FOSDEM 2027', status: 'pending' },
        },
      },
      2,
    );
    const link = await screen.findByRole('link', { name: 'Travel: Demo User to FOSDEM 2027' });
    expect(link).toHaveAttribute('href', '/approval-workflows/7');
    expect(screen.getByTestId('trip-workflow')).toHaveTextContent('Pending');
    expect(screen.queryByRole('button', { name: 'Request approval' })).not.toBeInTheDocument();
    expect(headings()).toEqual(['Approval']);
  });

  it('tells the traveller how a trip sent back goes to the reviewers again', async () => {
    renderLifecycle(tripFixture({ status: 'changes_requested', workflowId: 7 }));
    expect(await screen.findByText(/editing the estimate sends it to them again/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request approval' })).not.toBeInTheDocument();
  });

  it('shows every stage of a booked trip, and the report once the event has ended', async () => {
    renderLifecycle(tripFixture({ status: 'booked', eventEndDate: '2026-01-10' }));
    expect(await screen.findByRole('heading', { name: 'Trip report' })).toBeVisible();
    expect(headings()).toEqual(['Approval', 'Booking', 'Actual costs', 'Trip report']);
  });
});
