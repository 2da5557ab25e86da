import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FollowState } from '@shared/schemas/notifications';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { FollowButton } from './follow-button';

afterEach(() => vi.unstubAllGlobals());

/** A server holding one follow state, changed by PUT (follow) and DELETE (unfollow). */
function serve(initial: FollowState) {
  let state = initial;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'PUT')
      state = { ...state, following: true, reasons: [...state.reasons, 'follow'] };
    if (init.method === 'DELETE')
      state = { ...state, following: false, reasons: state.reasons.filter((r) => r !== 'follow') };
    return new Response(JSON.stringify(state), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('FollowButton', () => {
  it('follows and unfollows the event, saying why one gets its reminders', async () => {
    const fetchMock = serve({ eventId: 4, following: false, reasons: [] });
    const user = userEvent.setup();
    renderWithProviders(<FollowButton eventId={4} />, { auth: authValue({ user: demoUser }) });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow' })).toHaveAccessibleDescription(
        'You get no reminders for this event.',
      ),
    );
    const follow = screen.getByRole('button', { name: 'Follow' });

    await user.click(follow);
    const unfollow = await screen.findByRole('button', { name: 'Unfollow' });
    expect(unfollow).toHaveAccessibleDescription('You get this event’s reminders: you follow it.');
    expect(fetchMock.mock.calls.map(([url, init]) => [String(url), init?.method ?? 'GET'])).toEqual(
      [
        ['/api/events/4/follow', 'GET'],
        ['/api/events/4/follow', 'PUT'],
      ],
    );

    await user.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls[2]![1]!.method).toBe('DELETE'));
  });

  it('offers Unfollow to an event’s creator, who follows it without pressing Follow', async () => {
    serve({ eventId: 4, following: true, reasons: ['creator', 'submitter'] });
    renderWithProviders(<FollowButton eventId={4} />, { auth: authValue({ user: demoUser }) });
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toHaveAccessibleDescription(
      'You get this event’s reminders: you created it, you submitted to its CFP.',
    );
  });
});
