import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { MyWeekCard } from './my-week-card';
import { myWeek, weekLine, weekSection } from './my-week.test-utils';

const newCfps = weekSection('newCfps', {
  title: 'New CFPs for you',
  dateLabel: 'Deadline',
  lines: [
    weekLine({
      id: 31,
      title: 'JSConf Berlin',
      href: '/discover',
      date: '2027-01-20',
      days: 10,
      detail: 'Berlin, Germany',
      externalLink: 'https://jsconf.example.org/cfp',
      discoveryId: 31,
    }),
  ],
});
const events = weekSection('events', { title: 'Your events in the next 14 days' });

/** fetch answering My week, Track and Dismiss (the discover routes); records the calls. */
function fakeApi() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init.body && JSON.parse(String(init.body)) });
      const body = url.startsWith('/api/me/week')
        ? myWeek([newCfps, events])
        : url.endsWith('/track')
          ? { event: { id: 77, name: 'JSConf Berlin' }, created: true }
          : { mark: 'dismissed' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const render = () => renderWithProviders(<MyWeekCard />, { auth: authValue({ user: demoUser }) });
const weekReads = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/me/week')).length;

afterEach(() => vi.unstubAllGlobals());

describe('My week: new CFPs', () => {
  it('shows the CFP with Track and Dismiss; other lines have neither', async () => {
    fakeApi();
    render();
    const section = await screen.findByRole('region', { name: /New CFPs for you/ });
    expect(section).toHaveTextContent('Deadline Jan 20, 2027');
    expect(section).toHaveTextContent('Berlin, Germany');
    expect(within(section).getByRole('button', { name: 'Track JSConf Berlin' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Dismiss JSConf Berlin' })).toBeEnabled();
    const soon = screen.getByRole('region', { name: /Your events/ });
    expect(within(soon).queryByRole('button', { name: /Track/ })).not.toBeInTheDocument();
  });

  it('tracks in place, then reloads My week', async () => {
    const calls = fakeApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Track JSConf Berlin' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/discover/31/track',
        body: {},
      }),
    );
    await waitFor(() => expect(weekReads(calls)).toBe(2));
  });

  it('dismisses in place, then reloads My week', async () => {
    const calls = fakeApi();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss JSConf Berlin' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        url: '/api/discover/31/mark',
        body: { mark: 'dismissed' },
      }),
    );
    await waitFor(() => expect(weekReads(calls)).toBe(2));
  });
});
