import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { sampleReport } from '../components/report-sample.test-utils';
import { ReportsPage } from './reports-page';

let reportUrls: URL[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-08-15T12:00:00') });
  reportUrls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const body = url.pathname === '/api/reports' ? sampleReport() : [];
      if (url.pathname === '/api/reports') reportUrls.push(url);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = (path = '/reports') =>
  renderWithProviders(<ReportsPage />, { auth: authValue({ user: demoUser }), path });
const lastQuery = () => Object.fromEntries(reportUrls.at(-1)!.searchParams);

describe('ReportsPage', () => {
  it('asks for this quarter by default and puts a chosen period in the query', async () => {
    const user = userEvent.setup();
    render();
    expect(
      await screen.findByText('2026-Q3 (2026-07-01 to 2026-09-30), compared with 2026-Q2'),
    ).toBeInTheDocument();
    expect(lastQuery()).toEqual({});
    expect(screen.getByLabelText('Quarter')).toHaveValue('2026-Q3');

    await user.selectOptions(screen.getByLabelText('Quarter'), '2025-Q4');
    expect(lastQuery()).toEqual({ period: '2025-Q4' });
    // The year of the quarter shown.
    await user.selectOptions(screen.getByLabelText('Period'), 'year');
    expect(lastQuery()).toEqual({ period: '2025' });
    await user.selectOptions(screen.getByLabelText('Compare with'), 'year-before');
    expect(lastQuery()).toEqual({ period: '2025', compare: 'year-before' });
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    expect(lastQuery()).toEqual({
      period: 'custom',
      from: '2025-01-01',
      to: '2025-12-31',
      compare: 'year-before',
    });
    await user.selectOptions(screen.getByLabelText('Event type'), 'meetup');
    expect(lastQuery()).toMatchObject({ type: 'meetup' });
  });

  it('reopens the period and filters of a shared address', async () => {
    render('/reports?period=2025&type=webinar&country=online');
    await screen.findByRole('heading', { name: 'Events tracked' });
    expect(lastQuery()).toEqual({ period: '2025', type: 'webinar', country: 'online' });
    expect(screen.getByLabelText('Year')).toHaveValue('2025');
    expect(screen.getByLabelText('Country')).toHaveValue('online');
  });

  it('offers the quarters around a chosen one far from today', async () => {
    render('/reports?period=2031-Q1');
    await screen.findByRole('heading', { name: 'Events tracked' });
    expect(screen.getByLabelText('Quarter')).toHaveValue('2031-Q1');
    expect(screen.getByRole('option', { name: '2031-Q2' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '2021-Q1' })).toBeInTheDocument();
  });

  it('shows each figure with the comparison and the change, and its definition on demand', async () => {
    const user = userEvent.setup();
    render();
    const tracked = (await screen.findByRole('heading', { name: 'Events tracked' })).closest(
      '[data-testid="figure"]',
    ) as HTMLElement;
    expect(tracked).toHaveTextContent('12');
    expect(tracked).toHaveTextContent('2026-Q2: 8');
    expect(tracked).toHaveTextContent('up +50 %');
    const attended = screen
      .getByRole('heading', { name: 'Events attended' })
      .closest('[data-testid="figure"]') as HTMLElement;
    expect(attended).toHaveTextContent('down −25 %');
    const rate = screen
      .getByRole('heading', { name: 'Acceptance rate' })
      .closest('[data-testid="figure"]') as HTMLElement;
    expect(rate).toHaveTextContent('50 %');
    expect(rate).toHaveTextContent('+10 pts');
    const submissions = screen
      .getByRole('heading', { name: 'Submissions' })
      .closest('[data-testid="figure"]') as HTMLElement;
    expect(submissions).toHaveTextContent('no change');

    await user.click(within(tracked).getByRole('button', { name: 'What "Events tracked" counts' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Events starting in the period');
  });

  it('keeps money per currency and says why there is no converted total', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'In EUR' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'In USD' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /All currencies/ })).not.toBeInTheDocument();
    expect(screen.getByText(/no rate for USD in 2026-07/)).toBeInTheDocument();
    expect(screen.getAllByText(/€5,000/).length).toBeGreaterThan(0);
  });

  it('turns a chart into its table', async () => {
    const user = userEvent.setup();
    render();
    const section = await screen.findByRole('region', { name: 'Acceptance rate over time' });
    expect(
      within(section).getByRole('img', {
        name: /Acceptance rate per quarter from 2026-Q2 to 2026-Q3; 2026-Q3: 50 %/,
      }),
    ).toBeInTheDocument();
    const details = within(section).getByText('Show as table').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(within(section).getByText('Show as table'));
    expect(details).toHaveAttribute('open');
    const table = within(section).getByRole('table', { name: 'Acceptance rate per quarter' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-Q2', '2026-Q3']);
  });
});
