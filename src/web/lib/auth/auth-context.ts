import { createContext, use } from 'react';
import type { AuthUser } from './auth-user';

export type AuthContextValue = {
  initialized: boolean;
  authenticated: boolean;
  user: AuthUser | null;
  /** Redirects to the provider's sign-in page. */
  login: () => Promise<void>;
  /** Redirects to the provider's registration page (prompt=create). */
  register: () => Promise<void>;
  /** Removes every stored token, ends the provider session and lands on /login. */
  logout: () => Promise<void>;
  /** Whether the user holds at least one of the roles (false when signed out or without roles). */
  hasRole: (roles: string[]) => boolean;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The authentication state and actions; only inside AuthProvider. */
export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
