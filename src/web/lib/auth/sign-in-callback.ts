import type { User, UserManager } from 'oidc-client-ts';

const AUTH_PARAMS = ['code', 'state', 'session_state', 'auth_callback'];

/** Whether the address carries parameters of a sign-in answer (then caches are stale). */
export function hasAuthParams(url: URL): boolean {
  return AUTH_PARAMS.some((name) => url.searchParams.has(name));
}

/** The provider's answer to a sign-in redirect: at the app root, with state and a code or an error. */
export function isSignInCallback(url: URL): boolean {
  const { searchParams } = url;
  return (
    url.pathname === '/' &&
    searchParams.has('state') &&
    (searchParams.has('code') || searchParams.has('error'))
  );
}

let callback: Promise<User> | null = null;

/**
 * Exchanges the code once per page life. React StrictMode runs effects twice; a second exchange
 * of the same code would fail and make the provider revoke the grant.
 */
export function completeSignInOnce(manager: UserManager, url: string): Promise<User> {
  callback ??= manager.signinRedirectCallback(url);
  return callback;
}

/** Test helper. */
export function resetSignInCallback(): void {
  callback = null;
}
