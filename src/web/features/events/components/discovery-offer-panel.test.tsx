import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscoveryOffer } from '@shared/schemas/discovered-conference';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { DiscoveryOfferPanel } from './discovery-offer-panel';

afterEach(() => vi.unstubAllGlobals());

const OFFER: DiscoveryOffer = {
  conferenceId: 7,
  changes: [
    { field: 'cfpDeadline', current: '2027-03-01', offered: '2027-03-15' },
    { field: 'cfpLink', current: null, offered: 'https://jsconf.example/cfp' },
  ],
};

/** A server holding one offer: POST applies the named fields, DELETE clears it. */
function serve(initial: DiscoveryOffer | null) {
  let offer = initial;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (!url.endsWith('/discovery-offer')) return new Response('{}', { status: 404 });
    if (init.method === 'DELETE') {
      offer = null;
      return new Response(null, { status: 204 });
    }
    if (init.method === 'POST' && offer) {
      const { fields } = JSON.parse(String(init.body)) as { fields: string[] };
      const changes = offer.changes.filter((change) => !fields.includes(change.field));
      offer = changes.length ? { ...offer, changes } : null;
    }
    return new Response(JSON.stringify(offer), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/discovery-offer'))
    .map(([, init]) => [init?.method ?? 'GET', init?.body ?? null]);

const render = () =>
  renderWithProviders(<DiscoveryOfferPanel eventId={4} />, {
    auth: authValue({ user: demoUser }),
  });

describe('DiscoveryOfferPanel', () => {
  it('shows nothing while no change is waiting', async () => {
    const fetchMock = serve(null);
    render();
    await waitFor(() => expect(calls(fetchMock)).toEqual([['GET', null]]));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('lists each change, applies one alone, then the rest are still offered', async () => {
    const fetchMock = serve(OFFER);
    const user = userEvent.setup();
    render();
    const panel = await screen.findByRole('region', { name: 'The conference data changed' });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('CFP deadline Mar 1, 2027 → Mar 15, 2027');
    expect(items[1]).toHaveTextContent('CFP link none → https://jsconf.example/cfp');

    await user.click(within(panel).getByRole('button', { name: 'Apply CFP deadline' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
    expect(calls(fetchMock)).toContainEqual(['POST', JSON.stringify({ fields: ['cfpDeadline'] })]);
    expect(within(panel).queryByRole('button', { name: 'Apply all' })).not.toBeInTheDocument();
  });

  it('applies all at once', async () => {
    const fetchMock = serve(OFFER);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Apply all' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(calls(fetchMock)).toContainEqual([
      'POST',
      JSON.stringify({ fields: ['cfpDeadline', 'cfpLink'] }),
    ]);
  });

  it('dismisses the offer', async () => {
    const fetchMock = serve(OFFER);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(calls(fetchMock)).toContainEqual(['DELETE', null]);
  });
});
