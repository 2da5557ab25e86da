import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuthContextValue } from '@web/lib/auth/auth-context';
import { authValue, demoUser, TestAuthProvider } from '@web/test/auth-context';
import { ProtectedRoute } from './protected-route';

function renderAt(path: string, auth: AuthContextValue, requiredRoles?: string[]) {
  render(
    <TestAuthProvider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<ProtectedRoute requiredRoles={requiredRoles} />}>
            <Route path="/events" element={<h1>Events Dashboard</h1>} />
          </Route>
          <Route path="/login" element={<h1>Sign-in page</h1>} />
          <Route path="/unauthorized" element={<h1>Access Denied</h1>} />
        </Routes>
      </MemoryRouter>
    </TestAuthProvider>,
  );
}

describe('ProtectedRoute', () => {
  it('shows a verifying card while authentication initialises', () => {
    renderAt('/events', authValue({ initialized: false }));
    expect(screen.getByText('Verifying authentication...')).toBeInTheDocument();
    expect(screen.queryByText('Events Dashboard')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', () => {
    renderAt('/events', authValue());
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });

  it('lets a signed-in user through when no roles are required', () => {
    renderAt('/events', authValue({ user: demoUser }));
    expect(screen.getByRole('heading', { name: 'Events Dashboard' })).toBeInTheDocument();
  });

  it('lets a user through who holds one of the required roles', () => {
    renderAt('/events', authValue({ user: { ...demoUser, roles: ['user', 'admin'] } }), [
      'admin',
      'reviewer',
    ]);
    expect(screen.getByRole('heading', { name: 'Events Dashboard' })).toBeInTheDocument();
  });

  it('sends a user without any required role to /unauthorized', () => {
    renderAt('/events', authValue({ user: demoUser }), ['admin']);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
