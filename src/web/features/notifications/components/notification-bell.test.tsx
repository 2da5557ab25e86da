import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUserProfile } from '@web/lib/current-user-profile';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { callsTo, routeFetch } from '../test-fetch.test-utils';
import { NotificationBell, unreadText } from './notification-bell';

afterEach(() => vi.unstubAllGlobals());

const settings = (timeZone: string | null) => ({
  timeZone,
  email: { enabled: false, from: null, to: 'demo@example.org' },
  canSendTestEmail: false,
});

describe('NotificationBell', () => {
  it('links to the notification centre and carries the unread count in its name', async () => {
    routeFetch({
      'GET /api/notifications/unread-count': () => ({ body: { unread: 3 } }),
      'GET /api/notifications/settings': () => ({ body: settings('Europe/Berlin') }),
    });
    renderWithProviders(<NotificationBell />, { auth: authValue({ user: demoUser }) });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
  });

  it('shows no badge with nothing unread', async () => {
    routeFetch({
      'GET /api/notifications/unread-count': () => ({ body: { unread: 0 } }),
      'GET /api/notifications/settings': () => ({ body: settings('UTC') }),
    });
    renderWithProviders(<NotificationBell />, { auth: authValue({ user: demoUser }) });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('saves the browser’s time zone once for someone who never chose one', async () => {
    const fetchMock = routeFetch({
      'GET /api/notifications/unread-count': () => ({ body: { unread: 0 } }),
      'GET /api/notifications/settings': () => ({ body: settings(null) }),
      'PUT /api/notifications/settings': (_url, init) => ({
        body: settings(JSON.parse(String(init.body)).timeZone),
      }),
    });
    renderWithProviders(<NotificationBell />, { auth: authValue({ user: demoUser }) });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/notifications/settings')).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, 'PUT /api/notifications/settings')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('reads the profile again after saving the zone: its version moved', async () => {
    let profileVersion = 1;
    const fetchMock = routeFetch({
      'GET /api/notifications/unread-count': () => ({ body: { unread: 0 } }),
      'GET /api/notifications/settings': () => ({ body: settings(null) }),
      'PUT /api/notifications/settings': (_url, init) => {
        profileVersion = 2;
        return { body: settings(JSON.parse(String(init.body)).timeZone) };
      },
      'GET /api/users/me': () => ({ body: { ...demoUser, version: profileVersion } }),
    });
    function ProfileVersion() {
      const { data } = useCurrentUserProfile();
      return <p>Profile version {data?.version}</p>;
    }
    renderWithProviders(
      <>
        <NotificationBell />
        <ProfileVersion />
      </>,
      { auth: authValue({ user: demoUser }) },
    );
    expect(await screen.findByText('Profile version 2')).toBeInTheDocument();
    // Read at mount (version 1), then again because the save made it stale.
    expect(callsTo(fetchMock, 'GET /api/users/me')).toHaveLength(2);
  });

  it('words the count for people', () => {
    expect(unreadText(0)).toBe('No unread notifications');
    expect(unreadText(1)).toBe('1 unread notification');
    expect(unreadText(12)).toBe('12 unread notifications');
  });
});
