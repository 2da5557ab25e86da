import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authValue, demoUser } from '@web/test/auth-context';
import { mockFetch } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render-shell';
import { Header } from './header';

beforeEach(() => {
  mockFetch(200, {
    version: '1.2.3',
    environment: 'test',
    feedbackEmail: 'team@example.org',
    sourceUrl: 'https://example.org/src',
    vendorName: 'Example',
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('shows the brand, version, feedback, theme and a sign-in control when signed out', async () => {
    renderWithProviders(<Header />, { auth: authValue() });
    expect(screen.getByRole('link', { name: 'OSPO Events' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('v1.2.3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change theme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle menu' })).not.toBeInTheDocument();
  });

  it('shows a pulsing placeholder while authentication initialises', () => {
    renderWithProviders(<Header />, { auth: authValue({ initialized: false }) });
    expect(screen.getByRole('status', { name: 'Loading account' })).toHaveClass('animate-pulse');
  });

  it('shows the navigation and the avatar menu when signed in', async () => {
    renderWithProviders(<Header />, { auth: authValue({ user: demoUser }) });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Events',
      'Discover',
      'CFP Submissions',
      'Talks',
      'Attendees',
      'Trips',
      'Sponsorships',
      'Assets',
      'Stakeholders',
      'Workflows',
      'Reports',
    ]);
    // The avatar's code loads after sign-in: its place pulses meanwhile.
    expect(await screen.findByRole('button', { name: 'User menu' })).toHaveTextContent('DU');
  });

  it('opens the mobile menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { auth: authValue({ user: demoUser }), path: '/dashboard' });
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile navigation' });
    await user.click(within(menu).getByRole('link', { name: 'Events' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the notification bell it is handed only to a signed-in user', () => {
    const bell = <a href="/notifications">Notifications</a>;
    const { unmount } = renderWithProviders(<Header notifications={bell} />, {
      auth: authValue(),
    });
    expect(screen.queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Header notifications={bell} />, { auth: authValue({ user: demoUser }) });
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('offers search to a signed-in user in the bar and in the mobile menu', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { unmount } = renderWithProviders(<Header onSearch={onSearch} />, { auth: authValue() });
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Header onSearch={onSearch} />, { auth: authValue({ user: demoUser }) });
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile navigation' });
    await user.click(within(menu).getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(menu).toBeInTheDocument();
  });
});
