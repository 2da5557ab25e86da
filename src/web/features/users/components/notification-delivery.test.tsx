import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '@shared/schemas/notifications';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { NotificationDelivery } from './notification-delivery';
import { stubFetch } from './user-fixture.test-utils';

afterEach(() => vi.unstubAllGlobals());

const settings = (overrides: Partial<NotificationSettings> = {}): NotificationSettings => ({
  timeZone: 'Europe/Berlin',
  email: { enabled: true, from: 'OSPO Events <events@example.org>', to: 'pia@example.org' },
  canSendTestEmail: false,
  ...overrides,
});

const render = () =>
  renderWithProviders(<NotificationDelivery />, { auth: authValue({ user: demoUser }) });

describe('NotificationDelivery', () => {
  it('saves the chosen time zone', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init.method === 'PUT'
        ? { body: settings({ timeZone: JSON.parse(String(init.body)).timeZone }) }
        : { body: settings() },
    );
    const user = userEvent.setup();
    render();
    const select = await screen.findByRole('combobox', { name: 'Time Zone' });
    expect(select).toHaveValue('Europe/Berlin');
    expect(screen.getByRole('button', { name: 'Save Time Zone' })).toBeDisabled();
    await user.selectOptions(select, 'Asia/Tokyo');
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect([String(url), init?.method, JSON.parse(String(init?.body))]).toEqual([
      '/api/notifications/settings',
      'PUT',
      { timeZone: 'Asia/Tokyo' },
    ]);
  });

  it('suggests the browser’s time zone when none is saved', async () => {
    stubFetch(() => ({ body: settings({ timeZone: null }) }));
    render();
    expect(await screen.findByRole('combobox', { name: 'Time Zone' })).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(screen.getByText(/Not saved yet/)).toBeInTheDocument();
  });

  it('says where email goes, or that the server sends none', async () => {
    stubFetch(() => ({ body: settings() }));
    const { unmount } = render();
    expect(await screen.findByText('Email is on')).toBeInTheDocument();
    expect(screen.getByText(/emailed to pia@example.org, from OSPO Events/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Test Email' })).not.toBeInTheDocument();
    unmount();

    stubFetch(() => ({
      body: settings({ email: { enabled: false, from: null, to: 'pia@example.org' } }),
    }));
    render();
    expect(await screen.findByText('Email is off')).toBeInTheDocument();
    expect(screen.getByText(/no mail server configured \(SMTP_URL\)/)).toBeInTheDocument();
  });

  it('lets an admin send a test email and shows the SMTP error in words', async () => {
    const error = 'Mail server mail.example.org:587: the connection was refused';
    stubFetch((url) =>
      url.endsWith('/test-email')
        ? { body: { sent: false, to: 'pia@example.org', message: error } }
        : { body: settings({ canSendTestEmail: true }) },
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Test email failed${error}`);
  });
});
