import type { SearchResponse } from '@shared/schemas/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { ADMIN_NAV_ITEMS, NAV_ITEMS } from '@web/components/layout/nav-items';
import type { AuthUser } from '@web/lib/auth/auth-user';
import { authValue, demoUser } from '@web/test/auth-context';
import { fetchCall, mockFetch } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render-shell';
import { SearchLauncher } from './search-launcher';

const answer: SearchResponse = {
  results: [
    {
      kind: 'event',
      id: 4,
      title: 'KubeCon Europe',
      context: 'London · Apr 1 – 4, 2026',
      highlights: { title: [[0, 4]], context: [] },
      url: '/events/4',
      rank: 0.9,
    },
    {
      kind: 'talk',
      id: 7,
      title: 'Scaling Kubernetes',
      context: 'Kubelet tuning at scale',
      highlights: { title: [[8, 12]], context: [[0, 4]] },
      url: '/talks/7',
      rank: 0.8,
    },
    {
      kind: 'event',
      id: 5,
      title: 'Kube Days',
      context: 'Paris',
      highlights: { title: [[0, 4]], context: [] },
      url: '/events/5',
      rank: 0.7,
    },
    {
      kind: 'person',
      id: 3,
      title: 'Kuba Nowak',
      context: '',
      highlights: { title: [[0, 3]], context: [] },
      url: null,
      rank: 0.5,
    },
  ],
};

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderLauncher(user: AuthUser | null = demoUser) {
  renderWithProviders(
    <>
      <SearchLauncher>{(open) => <button onClick={open}>Open search</button>}</SearchLauncher>
      <Where />
    </>,
    { auth: authValue({ user }), path: '/dashboard' },
  );
}

async function openPalette() {
  const opener = screen.getByRole('button', { name: 'Open search' });
  await userEvent.click(opener);
  const input = await screen.findByRole('combobox', { name: 'Search everywhere' });
  await waitFor(() => expect(input).toHaveFocus());
  return { opener, input };
}

const selected = () => screen.getByRole('option', { selected: true });
const where = () => screen.getByTestId('where').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('SearchPalette', () => {
  it('groups results by kind in the answer’s order and marks the matched words', async () => {
    const fetchMock = mockFetch(200, answer);
    renderLauncher();
    const { input } = await openPalette();
    await userEvent.type(input, 'kube');
    await screen.findByRole('option', { name: /KubeCon Europe/ });
    expect(fetchCall(fetchMock).url).toBe('/api/search?q=kube');

    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toHaveLength(3);
    const names = groups.map((group) => ({
      heading: document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      options: within(group)
        .getAllByRole('option')
        .map((option) => option.querySelector('.font-medium')?.textContent),
    }));
    expect(names).toEqual([
      { heading: 'Events', options: ['KubeCon Europe', 'Kube Days'] },
      { heading: 'Talks', options: ['Scaling Kubernetes'] },
      { heading: 'People', options: ['Kuba Nowak'] },
    ]);
    const talk = screen.getByRole('option', { name: /Scaling Kubernetes/ });
    expect([...talk.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Kube',
      'Kube',
    ]);
    expect(talk).toHaveTextContent('Kubelet tuning at scale');
    // A person with no page the viewer may open is shown, not offered.
    expect(screen.getByRole('option', { name: /Kuba Nowak/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('moves with the arrows, Home and End, and Enter opens the record', async () => {
    mockFetch(200, answer);
    renderLauncher();
    const user = userEvent.setup();
    const { input } = await openPalette();
    await user.type(input, 'kube');
    await screen.findByRole('option', { name: /KubeCon Europe/ });
    expect(selected()).toHaveTextContent('KubeCon Europe');
    expect(input).toHaveAttribute('aria-activedescendant', selected().id);

    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Kube Days');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Scaling Kubernetes');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toHaveTextContent('Kube Days');
    // End skips the person who cannot be opened.
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('Scaling Kubernetes');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('KubeCon Europe');
    expect(input).toHaveAttribute('aria-activedescendant', selected().id);

    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(where()).toBe('/talks/7'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its opener', async () => {
    mockFetch(200, answer);
    renderLauncher();
    const { opener } = await openPalette();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('opens and closes with Ctrl-K or Cmd-K while signed in', async () => {
    mockFetch(200, answer);
    renderLauncher();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open search' });
    opener.focus();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search everywhere' })).toBeInTheDocument();
    await user.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('does nothing on Ctrl-K when signed out', async () => {
    renderLauncher(null);
    await userEvent.keyboard('{Control>}k{/Control}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels the request a newer text supersedes', async () => {
    const signals: AbortSignal[] = [];
    const fetchMock = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init!.signal!);
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderLauncher();
    const user = userEvent.setup();
    const { input } = await openPalette();
    await user.type(input, 'kub');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.type(input, 'e');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/search?q=kube');
    await waitFor(() => expect(signals[0]!.aborted).toBe(true));
    expect(signals[1]!.aborted).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('remembers the searches that opened a record, newest first, until cleared', async () => {
    mockFetch(200, answer);
    renderLauncher();
    const user = userEvent.setup();
    let { input } = await openPalette();
    expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    await user.type(input, 'kube');
    await user.click(await screen.findByRole('option', { name: /Kube Days/ }));
    await waitFor(() => expect(where()).toBe('/events/5'));

    ({ input } = await openPalette());
    const recent = screen.getByRole('group', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['kube', 'Clear recent searches']);
    // The first entry is highlighted: Enter searches it again.
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('kube');
    await user.clear(input);
    await user.click(screen.getByRole('option', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('group', { name: 'Recent searches' })).not.toBeInTheDocument();
    expect(localStorage.getItem('ospo-events-recent-searches')).toBeNull();
  });

  it('keeps the last five searches', async () => {
    localStorage.setItem('ospo-events-recent-searches', JSON.stringify(['a', 'b', 'c', 'd', 'e']));
    mockFetch(200, answer);
    renderLauncher();
    const user = userEvent.setup();
    const { input } = await openPalette();
    await user.clear(input);
    await user.type(input, 'kube');
    await user.click(await screen.findByRole('option', { name: /KubeCon Europe/ }));
    await waitFor(() => expect(where()).toBe('/events/4'));
    expect(JSON.parse(localStorage.getItem('ospo-events-recent-searches')!)).toEqual([
      'kube',
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('offers every screen to go to, admin screens to admins, filtered by the text', async () => {
    mockFetch(200, { results: [] });
    renderLauncher({ ...demoUser, roles: ['user', 'admin'] });
    const user = userEvent.setup();
    const { input } = await openPalette();
    const goTo = () =>
      within(screen.getByRole('group', { name: 'Go to' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(goTo()).toEqual([
      ...NAV_ITEMS.map(({ label }) => label),
      ...['Profile', 'My talks', 'Settings', 'Notifications'],
      ...ADMIN_NAV_ITEMS.map(({ label }) => label),
    ]);
    expect(goTo()).toContain('Audit log');
    await user.type(input, 'approval');
    expect(goTo()).toEqual(['Workflows']);
    await user.clear(input);
    await user.type(input, 'sett');
    expect(goTo()).toEqual(['Settings']);
    expect(await screen.findByText('No records match “sett”')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where()).toBe('/settings'));
  });

  it('offers no admin screen to others', async () => {
    mockFetch(200, { results: [] });
    renderLauncher();
    const { input } = await openPalette();
    await userEvent.type(input, 'audit');
    expect(screen.queryByRole('group', { name: 'Go to' })).not.toBeInTheDocument();
  });
});
