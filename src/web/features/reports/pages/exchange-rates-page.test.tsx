import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { ExchangeRatesPage } from './exchange-rates-page';

const rate = {
  id: 1,
  base: 'USD',
  quote: 'EUR',
  month: '2026-07',
  rate: 0.92,
  version: 1,
  updatedAt: '2026-07-01T00:00:00Z',
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ExchangeRatesPage', () => {
  it('lists the rates, and shows the server’s 400 messages on the fields', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PUT'
        ? answer(400, {
            message: 'Invalid body',
            errors: {
              rate: 'Must be a rate above 0 such as 1.0825',
              quote: 'Must differ from the base currency',
            },
          })
        : answer(200, [rate]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ExchangeRatesPage />, { auth: authValue({ user: demoUser }) });
    const row = (await screen.findByRole('cell', { name: 'USD → EUR' })).closest('tr')!;
    expect(row).toHaveTextContent('2026-07');
    expect(row).toHaveTextContent('0.92');

    await user.click(within(row).getByRole('button', { name: 'Edit 1 USD = 0.92 EUR in 2026-07' }));
    expect(screen.getByLabelText(/^Rate/)).toHaveValue('0.92');
    await user.clear(screen.getByLabelText(/^Rate/));
    await user.type(screen.getByLabelText(/^Rate/), '0');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Must be a rate above 0 such as 1.0825')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Rate/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must differ from the base currency')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      base: 'USD',
      quote: 'EUR',
      month: '2026-07',
      rate: '0',
    });
  });
});
