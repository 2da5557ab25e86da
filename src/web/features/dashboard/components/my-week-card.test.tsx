import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { localToday } from '@web/lib/format';
import { MyWeekCard } from './my-week-card';
import { myWeek, weekLine, weekSection } from './my-week.test-utils';

const approvals = weekSection('approvals', {
  title: 'Waiting for your decision',
  total: 12,
  lines: [
    weekLine({
      id: 9,
      title: 'Travel to FOSDEM',
      href: '/approval-workflows/9',
      date: '2027-01-08',
      days: -2,
      since: '2027-01-02',
      detail: 'Requested by Ana',
      decideWorkflowId: 9,
    }),
  ],
});
const events = weekSection('events', {
  title: 'Your events in the next 14 days',
  dateLabel: 'Starts',
  peopleLabel: 'Going',
  lines: [
    weekLine({
      id: 5,
      title: 'KubeCon',
      date: '2027-01-15',
      days: 5,
      people: ['Ben', 'Noor'],
      morePeople: 3,
    }),
  ],
});
const drafts = weekSection('overdueDrafts', { title: 'Drafts past their CFP deadline' });

/** fetch answering GET /api/me/week with `week`, POST decisions with 200; records the calls. */
function fakeWeekApi(week = myWeek([approvals, events, drafts])) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url: String(input), body: init.body && JSON.parse(String(init.body)) });
      const body = method === 'GET' ? week : { id: 9, status: 'approved' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const render = () => renderWithProviders(<MyWeekCard />, { auth: authValue({ user: demoUser }) });

afterEach(() => vi.unstubAllGlobals());

describe('MyWeekCard', () => {
  it('shows each list with its lines, links, dates, people and totals', async () => {
    const calls = fakeWeekApi();
    render();
    const waiting = await screen.findByRole('region', { name: /Waiting for your decision/ });
    expect(calls[0]!.url).toBe(`/api/me/week?today=${localToday()}`);
    expect(within(waiting).getByRole('link', { name: 'Travel to FOSDEM' })).toHaveAttribute(
      'href',
      '/approval-workflows/9',
    );
    expect(waiting).toHaveTextContent('Due Jan 8, 2027');
    expect(waiting).toHaveTextContent('Asked Jan 2, 2027');
    expect(waiting).toHaveTextContent('Requested by Ana');
    expect(within(waiting).getByText('2 days ago')).toBeInTheDocument();
    expect(waiting).toHaveTextContent('Showing 1 of 12');

    const soon = screen.getByRole('region', { name: /Your events in the next 14 days/ });
    expect(soon).toHaveTextContent('Starts Jan 15, 2027');
    expect(soon).toHaveTextContent('in 5 days');
    expect(soon).toHaveTextContent('Going: Ben, Noor, 3 more');
    expect(within(soon).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('says what would appear in an empty list', async () => {
    fakeWeekApi();
    render();
    const empty = await screen.findByRole('region', { name: /Drafts past their CFP deadline/ });
    expect(empty).toHaveTextContent('Nothing of overdueDrafts yet: they would appear here.');
  });

  it('approves from the line through the decision dialog, then reloads My week', async () => {
    const calls = fakeWeekApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Travel to FOSDEM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve “Travel to FOSDEM”?' });
    await userEvent.type(within(dialog).getByLabelText('Comment (optional)'), 'Have fun');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/approval-workflows/9/decisions',
      body: { decision: 'approved', comment: 'Have fun' },
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/me/week'))).toHaveLength(2),
    );
  });

  it('rejects only after the dialog is confirmed; Cancel sends nothing', async () => {
    const calls = fakeWeekApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Travel to FOSDEM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject “Travel to FOSDEM”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
