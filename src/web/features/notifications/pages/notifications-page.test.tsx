import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@shared/schemas/notifications';
import { authValue, demoUser } from '@web/test/auth-context';
import { renderWithProviders } from '@web/test/render-shell';
import { callsTo, notification, routeFetch } from '../test-fetch.test-utils';
import { NotificationsPage } from './notifications-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/events/:id" element={<p>Event page</p>} />
      <Route path="/trips/:id" element={<p>Trip page</p>} />
    </Routes>,
    { auth: authValue({ user: demoUser }), path: '/notifications' },
  );
}

/** A server holding `entries` (newest first), answering pages of `limit` and the read routes. */
function serve(entries: Notification[]) {
  const unread = () => entries.filter((entry) => entry.readAt === null).length;
  return routeFetch({
    'GET /api/notifications': (url) => {
      const limit = Number(url.searchParams.get('limit'));
      const before = Number(url.searchParams.get('before') ?? Infinity);
      const older = entries.filter((entry) => entry.id < before);
      const page = older.slice(0, limit);
      return {
        body: {
          notifications: page,
          nextBefore: older.length > limit ? page[page.length - 1]!.id : null,
          unread: unread(),
        },
      };
    },
    'GET /api/notifications/unread-count': () => ({ body: { unread: unread() } }),
    'POST /api/notifications/read-all': () => {
      for (const entry of entries) entry.readAt ??= new Date().toISOString();
      return { body: { unread: 0 } };
    },
    ...Object.fromEntries(
      entries.map((entry) => [
        `POST /api/notifications/${entry.id}/read`,
        () => {
          entry.readAt ??= new Date().toISOString();
          return { body: { unread: unread() } };
        },
      ]),
    ),
  });
}

describe('NotificationsPage', () => {
  it('lists notifications newest first, unread ones said to be unread, and pages on', async () => {
    const entries = Array.from({ length: 25 }, (_, i) =>
      notification({ id: 100 - i, title: `Notice ${100 - i}`, readAt: i < 2 ? null : 'x' }),
    );
    serve(entries);
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(20);
    expect(within(items[0]!).getByRole('link')).toHaveTextContent('Unread: Notice 100');
    expect(within(items[2]!).getByRole('link')).toHaveTextContent(/^Notice 98$/);
    expect(screen.getByText(/2 unread notifications\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks one read, then all, and says so in the count', async () => {
    const entries = [
      notification({ id: 3, title: 'Newest' }),
      notification({ id: 2, title: 'Middle' }),
      notification({ id: 1, title: 'Oldest' }),
    ];
    const fetchMock = serve(entries);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Middle' }));
    await waitFor(() => expect(screen.getByText(/2 unread notifications\./)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Mark as read: Middle' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/notifications/2/read')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText(/No unread notifications\./)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByText(/^Unread:/)).not.toBeInTheDocument();
  });

  it('opens an entry from the keyboard, marking it read', async () => {
    const fetchMock = serve([
      notification({ id: 7, title: 'FOSDEM starts tomorrow', link: '/events/7' }),
    ]);
    const user = userEvent.setup();
    renderPage();
    const link = await screen.findByRole('link', { name: 'Unread: FOSDEM starts tomorrow' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Event page')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/notifications/7/read')).toHaveLength(1),
    );
  });

  it('opens the trip a trip report is asked for', async () => {
    serve([
      notification({
        id: 8,
        kind: 'trip_report_request',
        title: 'How was FOSDEM 2027?',
        link: '/trips/12',
      }),
    ]);
    const user = userEvent.setup();
    renderPage();
    const link = await screen.findByRole('link', { name: 'Unread: How was FOSDEM 2027?' });
    expect(link).toHaveAttribute('href', '/trips/12');
    await user.click(link);
    expect(await screen.findByText('Trip page')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
