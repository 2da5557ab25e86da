import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Trip } from '@shared/schemas/trip';
import { authValue, demoUser } from '@web/test/auth-context';
import { fakeApi } from '@web/test/fake-api';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { renderWithProviders } from '@web/test/render-shell';
import { signedInUser } from '@web/test/user-fixture';
import { tripFixture } from './trip-fixtures.test-utils';
import { reportOpen, TripReportPanel } from './trip-report-panel';

afterEach(() => vi.unstubAllGlobals());

const ended = { status: 'completed', eventEndDate: '2026-01-10' } as const;
const submissions = [
  { id: 41, title: 'Inner source at scale', status: 'accepted' },
  { id: 42, title: 'SBOMs for everyone', status: 'rejected' },
];
const report = {
  summary: 'Met the maintainers of three projects.',
  peopleReached: 40,
  leads: 6,
  submissionIds: [41],
  rating: 4,
  goAgain: 'yes' as const,
  links: [{ label: 'Slides', url: 'https://example.org/slides' }],
  assetId: 90,
};

function renderPanel(trip: Trip, routes: Parameters<typeof fakeApi>[0] = {}, mayEdit = true) {
  const calls = fakeApi({
    'GET /api/users/me': { body: signedInUser() },
    'GET /api/cfp-submissions': { body: submissions },
    ...routes,
  });
  renderWithProviders(<TripReportPanel trip={trip} mayEdit={mayEdit} />, {
    auth: authValue({ user: demoUser }),
  });
  return { calls, user: userEvent.setup() };
}

describe('TripReportPanel', () => {
  it('opens once the event has ended, for an approved, booked, completed or reported trip', () => {
    const today = '2027-02-08';
    expect(reportOpen(tripFixture({ status: 'booked' }), today)).toBe(true);
    expect(reportOpen(tripFixture({ status: 'booked' }), '2027-02-07')).toBe(false);
    expect(reportOpen(tripFixture({ status: 'approved' }), today)).toBe(true);
    expect(reportOpen(tripFixture({ status: 'rejected' }), today)).toBe(false);
    expect(reportOpen(tripFixture({ status: 'reported' }), today)).toBe(true);
  });

  it('says when the report can be written, before the event has ended', () => {
    renderPanel(tripFixture({ status: 'booked', eventEndDate: '2999-01-01' }));
    expect(screen.getByText(/can be written once the event has ended/)).toHaveTextContent(
      'it ends on Jan 1, 2999',
    );
    expect(screen.queryByRole('button', { name: 'Save trip report' })).not.toBeInTheDocument();
  });

  it('requires a summary and refuses a link that is no web address, sending nothing', async () => {
    const { calls, user } = renderPanel(tripFixture(ended));
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link 1 label' }), 'Slides');
    await user.type(screen.getByRole('textbox', { name: 'Link 1 address' }), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Save trip report' }));
    expect(await screen.findByText('Summary is required')).toBeVisible();
    expect(screen.getByText('Must be a web address (https://…)')).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('sends the report with its counts, talks, rating and links', async () => {
    const { calls, user } = renderPanel(tripFixture(ended), {
      'PUT /api/trips/5/report': {
        body: tripFixture({ ...ended, status: 'reported', report }),
      },
    });
    await user.type(
      screen.getByRole('textbox', { name: /Summary/ }),
      'Met the maintainers of three projects.',
    );
    await user.type(screen.getByRole('spinbutton', { name: 'People reached' }), '40');
    await user.type(screen.getByRole('spinbutton', { name: 'Conversations or leads' }), '6');
    await user.click(await screen.findByRole('checkbox', { name: /Inner source at scale/ }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Rating of the event' }),
      '4 of 5',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Go again?' }), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link 1 label' }), 'Slides');
    await user.type(
      screen.getByRole('textbox', { name: 'Link 1 address' }),
      'https://example.org/slides',
    );
    await user.click(screen.getByRole('button', { name: 'Save trip report' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      summary: 'Met the maintainers of three projects.',
      peopleReached: 40,
      leads: 6,
      submissionIds: [41],
      rating: 4,
      goAgain: 'yes',
      links: [{ label: 'Slides', url: 'https://example.org/slides' }],
    });
  });

  it('shows the report read-only with Edit once saved, as the trip page reads it', async () => {
    const saved = tripFixture({ ...ended, status: 'reported', report, version: 4 });
    const calls = fakeApi({
      'GET /api/users/me': { body: signedInUser() },
      'GET /api/cfp-submissions': { body: submissions },
      'GET /api/trips/5': { body: tripFixture(ended) },
      'PUT /api/trips/5/report': { body: saved },
    });
    function TripPage() {
      const { data: trip } = useQuery({
        queryKey: queryKeys.trips.one(5),
        queryFn: () => api.get<Trip>('/api/trips/5'),
      });
      return trip ? <TripReportPanel trip={trip} mayEdit /> : null;
    }
    renderWithProviders(<TripPage />, { auth: authValue({ user: demoUser }) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Summary/ }), 'Met people.');
    await user.click(screen.getByRole('button', { name: 'Save trip report' }));
    expect(await screen.findByTestId('trip-report')).toHaveTextContent(
      'Met the maintainers of three projects.',
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows a saved report read-only, and Edit opens it in the form', async () => {
    const { user } = renderPanel(tripFixture({ ...ended, status: 'reported', report }));
    const shown = await screen.findByTestId('trip-report');
    expect(shown).toHaveTextContent('Met the maintainers of three projects.');
    expect(shown).toHaveTextContent('4 of 5');
    await waitFor(() => expect(shown).toHaveTextContent('Inner source at scale'));
    expect(screen.getByRole('link', { name: 'Slides' })).toHaveAttribute(
      'href',
      'https://example.org/slides',
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Summary/ })).toHaveValue(
      'Met the maintainers of three projects.',
    );
    expect(screen.getByRole('spinbutton', { name: 'People reached' })).toHaveValue(40);
  });

  it('gives a reviewer no form', () => {
    renderPanel(tripFixture(ended), {}, false);
    expect(screen.getByText('Not written yet.')).toBeVisible();
  });
});
