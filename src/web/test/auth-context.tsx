import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '@web/lib/auth/auth-context';
import { userHasRole, type AuthUser } from '@web/lib/auth/auth-user';

export const demoUser: AuthUser = {
  id: 'sub-1',
  username: 'demo',
  email: 'demo@example.org',
  firstName: 'Demo',
  lastName: 'User',
  name: 'Demo User',
  roles: ['user'],
};

/** An AuthContext value for tests: signed out by default. */
export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user === undefined ? null : overrides.user;
  return {
    initialized: true,
    authenticated: user !== null,
    user,
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    hasRole: (roles) => userHasRole(user, roles),
    ...overrides,
  };
}

export function TestAuthProvider({
  value,
  children,
}: {
  value: AuthContextValue;
  children: ReactNode;
}) {
  return <AuthContext value={value}>{children}</AuthContext>;
}
