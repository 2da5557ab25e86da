import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { NotificationSettings } from './notification-settings';
import { me, stubFetch } from './user-fixture.test-utils';

// Radix measures the switch thumb; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationSettings', () => {
  it('starts from the default preferences and saves the five switches on the user', async () => {
    const fetchMock = stubFetch(() => ({ body: me() }));
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettings user={me()} />, {
      auth: authValue({ user: demoUser }),
    });
    const checked = screen
      .getAllByRole('switch')
      .map((control) => control.getAttribute('aria-checked'));
    expect(checked).toEqual(['true', 'true', 'true', 'false', 'true']);

    await user.click(screen.getByRole('switch', { name: 'New CFP Digest' }));
    await user.click(screen.getByRole('switch', { name: 'Event Reminders' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/users/5/profile');
    expect(JSON.parse(String(init?.body))).toEqual({
      preferences: {
        email_notifications: true,
        cfp_deadline_reminders: true,
        cfp_status_updates: true,
        new_cfp_digest: true,
        event_reminders: false,
      },
    });
  });

  it('reads back what the user saved', () => {
    renderWithProviders(
      <NotificationSettings
        user={me({
          preferences: {
            email_notifications: false,
            cfp_deadline_reminders: true,
            cfp_status_updates: true,
            new_cfp_digest: true,
            event_reminders: true,
          },
        })}
      />,
      { auth: authValue({ user: demoUser }) },
    );
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('switch', { name: 'New CFP Digest' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
