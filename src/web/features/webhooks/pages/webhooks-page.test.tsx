import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { URL_MESSAGES } from '@shared/schemas/webhook';
import { authValue, demoUser } from '@web/test/auth-context';
import { polyfillPointer } from '@web/test/pointer-polyfill';
import { renderWithProviders } from '@web/test/render-shell';
import { endpoint, serveRoutes } from '../components/webhook-test-data';
import { WebhooksPage } from './webhooks-page';

afterEach(() => vi.unstubAllGlobals());

const created = { ...endpoint, id: 8, secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=' };

function renderPage() {
  renderWithProviders(<WebhooksPage />, { auth: authValue({ user: demoUser }) });
}

async function openAdd() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Webhook' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Webhook' }) };
}

describe('WebhooksPage', () => {
  it('lists the endpoints with kind, events and status', async () => {
    serveRoutes([
      {
        path: /\/api\/webhooks$/,
        body: [
          endpoint,
          { ...endpoint, id: 9, enabled: false, disabledReason: 'Failed for 3 days' },
        ],
      },
    ]);
    renderPage();
    const [row] = await screen.findAllByRole('row', { name: /Build server/ });
    expect(row).toHaveTextContent('Standard webhook');
    expect(row).toHaveTextContent('Event created, Sponsorship changed');
    expect(row).toHaveTextContent('Enabled');
    expect(screen.getByText('Failed for 3 days')).toBeInTheDocument();
  });

  it('offers the team notices only for Slack and Teams', async () => {
    polyfillPointer();
    serveRoutes([{ path: /\/api\/webhooks$/, body: [] }]);
    renderPage();
    const { user, dialog } = await openAdd();
    expect(within(dialog).getByRole('group', { name: 'Event kinds' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Team notices' })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Slack' }));
    const notices = within(dialog).getByRole('group', { name: 'Team notices' });
    expect(within(notices).getByRole('checkbox', { name: 'Review requested' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Microsoft Teams' }));
    expect(within(dialog).getByRole('group', { name: 'Team notices' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Standard webhook' }));
    expect(within(dialog).queryByRole('group', { name: 'Team notices' })).toBeNull();
  });

  it("shows the server's 400 under the URL field", async () => {
    serveRoutes([
      { path: /\/api\/webhooks$/, body: [] },
      {
        method: 'POST',
        path: /\/api\/webhooks$/,
        status: 400,
        body: { message: URL_MESSAGES.private, errors: { url: URL_MESSAGES.private } },
      },
    ]);
    renderPage();
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^URL/), 'http://127.0.0.1:9000/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Event created' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));
    const url = within(dialog).getByLabelText(/^URL/);
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(expect.stringContaining(URL_MESSAGES.private)),
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the secret once after adding, and never again after Done', async () => {
    const fetchMock = serveRoutes([
      { path: /\/api\/webhooks$/, body: [] },
      { method: 'POST', path: /\/api\/webhooks$/, status: 201, body: created },
    ]);
    renderPage();
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/^URL/), 'https://hooks.example.org/ospo');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Event created' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByLabelText('Secret')).toHaveValue(created.secret);
    expect(secret).toHaveTextContent('you will not see it again');
    expect(within(secret).getByRole('button', { name: 'Copy Secret' })).toBeInTheDocument();
    const sent = JSON.parse(
      String(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body),
    );
    expect(sent).toEqual({
      url: 'https://hooks.example.org/ospo',
      description: null,
      kind: 'standard',
      eventKinds: ['event.created'],
      teamNotices: [],
    });
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(created.secret)).toBeNull();
  });

  it('rotates the secret: says the old one signs for 24 hours, then shows the new one', async () => {
    const fetchMock = serveRoutes([
      { path: /\/api\/webhooks$/, body: [endpoint] },
      { method: 'POST', path: /\/api\/webhooks\/7\/rotate-secret$/, body: created },
    ]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Build server' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rotate Secret' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    expect(confirm).toHaveTextContent('for 24 hours');
    await user.click(within(confirm).getByRole('button', { name: 'Rotate Secret' }));
    const secret = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(secret).getByLabelText('Secret')).toHaveValue(created.secret);
    expect(secret).toHaveTextContent('The old secret keeps signing');
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/rotate-secret'))).toBe(
      true,
    );
  });
});
