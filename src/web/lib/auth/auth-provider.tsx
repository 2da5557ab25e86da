import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { redirectToSignIn, redirectToSignOut, toastLogoutFailed } from './auth-actions';
import { AuthContext, type AuthContextValue } from './auth-context';
import { toAuthUser, userHasRole, type AuthUser } from './auth-user';
import {
  currentAccessToken,
  initializeAuth,
  isRejectedRefresh,
  type AuthStart,
} from './initialize-auth';
import { configureSession } from './session';
import { getUserManager } from './user-manager';
import { toast } from '../toast';

type State = { initialized: boolean; user: AuthUser | null };

/** Owns the sign-in state: start-up check, callback handling, token events, login and logout. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ initialized: false, user: null });

  const logout = useCallback(async () => {
    try {
      await redirectToSignOut();
    } catch {
      toastLogoutFailed();
      setState({ initialized: true, user: null });
      navigate('/login', { replace: true });
    }
  }, [navigate]);

  useEffect(() => {
    configureSession({ getAccessToken: currentAccessToken, onUnauthorized: () => void logout() });
  }, [logout]);

  // Runs once the start-up work is done: leave the callback address and refresh stale caches.
  const onStarted = useEffectEvent(
    ({ user, handledCallback, hadAuthParams, callbackError }: AuthStart) => {
      setState({ initialized: true, user: user ? toAuthUser(user) : null });
      if (handledCallback) navigate('/', { replace: true });
      if (hadAuthParams) void queryClient.invalidateQueries();
      if (callbackError) {
        toast({
          variant: 'destructive',
          title: 'Login Failed',
          description: 'There was a problem connecting to the authentication server',
        });
      }
    },
  );

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    void initializeAuth().then(async (started) => {
      if (!active) return;
      onStarted(started);
      const manager = await getUserManager();
      if (!active) return;
      const onLoaded = (loaded: User) => setState({ initialized: true, user: toAuthUser(loaded) });
      const onUnloaded = () => setState({ initialized: true, user: null });
      const onRenewError = (error: Error) => {
        if (isRejectedRefresh(error)) void manager.removeUser();
      };
      manager.events.addUserLoaded(onLoaded);
      manager.events.addUserUnloaded(onUnloaded);
      manager.events.addSilentRenewError(onRenewError);
      unsubscribe = () => {
        manager.events.removeUserLoaded(onLoaded);
        manager.events.removeUserUnloaded(onUnloaded);
        manager.events.removeSilentRenewError(onRenewError);
      };
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      initialized: state.initialized,
      authenticated: state.user !== null,
      user: state.user,
      login: () => redirectToSignIn(),
      register: () => redirectToSignIn({ prompt: 'create' }),
      logout,
      hasRole: (roles) => userHasRole(state.user, roles),
    }),
    [state, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
