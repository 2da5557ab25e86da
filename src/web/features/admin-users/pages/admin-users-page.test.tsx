import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@shared/schemas/admin-user';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { AdminUsersPage } from './admin-users-page';

afterEach(() => vi.unstubAllGlobals());

const rita: AdminUser = {
  id: 2,
  username: 'reviewer',
  name: 'Rita Reviewer',
  email: 'reviewer@example.org',
  roles: ['user', 'reviewer'],
  lastLogin: '2026-11-02T09:00:00Z',
  status: 'active',
  disabledAt: null,
  createdAt: '2026-10-01T09:00:00Z',
  version: 4,
};

type Call = { method: string; url: URL; body: unknown; ifMatch: string | null };

/** The API of this screen: the accounts list, the identity configuration and the writes. */
function serve(builtIn: boolean, rows: AdminUser[] = [rita]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body, ifMatch: new Headers(init.headers).get('If-Match') });
      const json = (value: unknown, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(value), {
          headers: { 'content-type': 'application/json', ...headers },
        });
      if (url.pathname === '/api/keycloak-config')
        return json({ issuer: 'https://sso.example.org/realms/ospo', clientId: 'x', builtIn });
      if (url.pathname === '/api/admin/users')
        return json(rows, { 'X-Total-Count': String(rows.length) });
      if (url.pathname.endsWith('/roles'))
        return json({ ...rita, roles: ['user', 'reviewer', 'admin'], version: 5 });
      return new Response(null, { status: 404 });
    }),
  );
  return calls;
}

const renderPage = () =>
  renderWithProviders(<AdminUsersPage />, { auth: authValue({ user: demoUser }), path: '/' });

describe('AdminUsersPage', () => {
  it('lists accounts and saves roles as a whole, naming the version it saw', async () => {
    const calls = serve(true);
    renderPage();
    const row = (await screen.findByText('Rita Reviewer')).closest('tr')!;
    expect(within(row).getByText('Reviewer')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(screen.getByText('Showing 1 to 1 of 1 user')).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Actions for Rita Reviewer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change Roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Rita Reviewer' });
    expect(within(dialog).getByRole('checkbox', { name: 'Reviewer' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Roles' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/admin/users/2/roles');
    expect(put.body).toEqual({ roles: ['user', 'reviewer', 'admin'] });
    expect(put.ifMatch).toBe('"4"');
  });

  it('sends the search, the status and the sort to the API', async () => {
    const calls = serve(true);
    renderPage();
    await screen.findByText('Rita Reviewer');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'rit');
    await user.selectOptions(screen.getByLabelText('Status'), 'disabled');
    await user.click(screen.getByRole('button', { name: 'Last sign-in' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.url.pathname === '/api/admin/users').at(-1)!;
      expect(Object.fromEntries(last.url.searchParams)).toEqual({
        q: 'rit',
        status: 'disabled',
        sort: 'lastLogin',
        limit: '25',
        offset: '0',
      });
    });
  });

  it('with an external provider: a note, and no actions', async () => {
    serve(false, [{ ...rita, roles: [] }]);
    renderPage();
    expect(await screen.findByText('Roles are managed in your identity provider')).toBeVisible();
    expect(screen.getByText('From the provider')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});
