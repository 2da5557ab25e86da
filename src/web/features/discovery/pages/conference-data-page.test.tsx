import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscoverySync } from '@shared/schemas/discovery-sync';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { ConferenceDataPage } from './conference-data-page';

afterEach(() => vi.unstubAllGlobals());

const snapshot: DiscoverySync = {
  id: 1,
  source: 'snapshot',
  startedAt: '2026-11-26T06:00:00Z',
  finishedAt: '2026-11-26T06:00:02Z',
  filesRead: 36,
  entriesRead: 533,
  added: 396,
  changed: 0,
  gone: 0,
  skipped: 2,
  error: null,
};

/** The syncs list, and Sync now answering `status` with `body`. */
function serve(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const json = (value: unknown, code = 200) =>
        new Response(JSON.stringify(value), {
          status: code,
          headers: { 'content-type': 'application/json' },
        });
      if (init.method === 'POST') return json(body, status);
      if (String(input).endsWith('/api/admin/discovery/syncs')) return json([snapshot]);
      return json({ message: 'Not found' }, 404);
    }),
  );
}

function renderPage() {
  renderWithProviders(<ConferenceDataPage />, { auth: authValue({ user: demoUser }) });
}

describe('ConferenceDataPage', () => {
  it('lists the syncs with their counts', async () => {
    serve(200, snapshot);
    renderPage();
    const row = await screen.findByRole('row', { name: /Shipped snapshot/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^Nov 2[5-7], 2026, \d\d:\d\d$/),
      'Shipped snapshot',
      '36',
      '533',
      '396',
      '0',
      '0',
      '2',
      'Succeeded',
    ]);
  });

  it('shows what Sync now did', async () => {
    serve(200, {
      ...snapshot,
      id: 2,
      source: 'https://example.org',
      added: 3,
      changed: 5,
      gone: 1,
    });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sync finished533 entries read from 36 files: 3 new, 5 changed, 1 gone, 2 skipped.',
    );
  });

  it('shows a failed sync and says the data stayed as it was', async () => {
    serve(200, {
      ...snapshot,
      id: 2,
      error: 'https://example.org/2026/rust.json: the source answered 500',
    });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sync failed');
    expect(alert).toHaveTextContent('the source answered 500');
    expect(alert).toHaveTextContent('The conferences stay as they were before this sync.');
  });

  it("shows the server's refusal when discovery is off", async () => {
    serve(409, { message: 'Discovery is off on this server (DISCOVERY=off)' });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sync not run');
    expect(alert).toHaveTextContent('Discovery is off on this server (DISCOVERY=off)');
  });
});
