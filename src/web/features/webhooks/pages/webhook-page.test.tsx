import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { delivery, endpoint, serveRoutes } from '../components/webhook-test-data';
import { WebhookPage } from './webhook-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/admin/webhooks/:id" element={<WebhookPage />} />
    </Routes>,
    { auth: authValue({ user: demoUser }), path: '/admin/webhooks/7' },
  );
}

const sent = { ...delivery, id: 40, status: 'sent' as const, responseCode: 200, test: false };

describe('WebhookPage', () => {
  it('shows the delivery log: status, code, duration, attempt, test flag and the answer', async () => {
    serveRoutes([
      { path: /\/api\/webhooks\/7$/, body: endpoint },
      { path: /\/api\/webhooks\/7\/deliveries\?/, body: [delivery, sent], total: 30 },
    ]);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Build server', level: 1 }),
    ).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const failed = rows[1]!;
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Test');
    expect(failed).toHaveTextContent('502');
    expect(failed).toHaveTextContent('1,234 ms');
    expect(failed).toHaveTextContent('3');
    expect(within(rows[2]!).queryByText('Test')).toBeNull();
    const answer = within(failed).getByText(/^Answer/);
    expect(within(failed).getByText('Bad gateway from upstream')).not.toBeVisible();
    await userEvent.setup().click(answer);
    expect(within(failed).getByText('Bad gateway from upstream')).toBeVisible();
    expect(screen.getByText('Showing 1 to 2 of 30 deliveries')).toBeInTheDocument();
  });

  it('resends a delivery and sends a test', async () => {
    const fetchMock = serveRoutes([
      { path: /\/api\/webhooks\/7$/, body: endpoint },
      { path: /\/api\/webhooks\/7\/deliveries\?/, body: [delivery], total: 1 },
      { method: 'POST', path: /\/deliveries\/41\/resend$/, status: 202, body: delivery },
      { method: 'POST', path: /\/api\/webhooks\/7\/test$/, status: 202, body: delivery },
    ]);
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Resend event.created/ }));
    await user.click(screen.getByRole('button', { name: 'Send Test' }));
    await waitFor(() => {
      const posts = fetchMock.mock.calls
        .filter(([, init]) => init?.method === 'POST')
        .map(([input]) => new URL(String(input), 'http://x').pathname);
      expect(posts).toEqual(['/api/webhooks/7/deliveries/41/resend', '/api/webhooks/7/test']);
    });
  });
});
