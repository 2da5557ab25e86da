import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import { completeSignInOnce, hasAuthParams, isSignInCallback } from './sign-in-callback';
import { getUserManager } from './user-manager';

export type AuthStart = {
  user: User | null;
  /** The page was the provider's sign-in answer: the address must be cleaned up. */
  handledCallback: boolean;
  /** The address carried sign-in parameters: cached queries must be invalidated. */
  hadAuthParams: boolean;
  callbackError?: unknown;
};

/** A refresh token the provider refused (400 invalid_grant): the stored session is dead. */
export function isRejectedRefresh(error: unknown): boolean {
  return (
    error instanceof ErrorResponse &&
    (error.error === 'invalid_grant' || error.error === 'invalid_token')
  );
}

/** Renews with the refresh token; a rejected one clears the stored user. */
async function refresh(manager: UserManager): Promise<User | null> {
  try {
    return await manager.signinSilent();
  } catch (error) {
    if (isRejectedRefresh(error)) await manager.removeUser();
    return null;
  }
}

/** Silent single sign-on through the hidden iframe (prompt=none); null when not signed in there. */
async function silentSignOn(manager: UserManager): Promise<User | null> {
  try {
    return await manager.signinSilent();
  } catch {
    return null;
  }
}

async function start(): Promise<AuthStart> {
  const manager = await getUserManager();
  // Sign-in and sign-out request states older than an hour are abandoned: drop them.
  void manager.clearStaleState().catch(() => {});
  const url = new URL(window.location.href);
  const hadAuthParams = hasAuthParams(url);

  if (isSignInCallback(url)) {
    try {
      return {
        user: await completeSignInOnce(manager, url.href),
        handledCallback: true,
        hadAuthParams,
      };
    } catch (callbackError) {
      return { user: null, handledCallback: true, hadAuthParams, callbackError };
    }
  }

  const stored = await manager.getUser();
  if (stored && !stored.expired) return { user: stored, handledCallback: false, hadAuthParams };
  if (stored?.refresh_token) {
    const renewed = await refresh(manager);
    if (renewed) return { user: renewed, handledCallback: false, hadAuthParams };
  }
  if (stored) await manager.removeUser();
  return { user: await silentSignOn(manager), handledCallback: false, hadAuthParams };
}

let started: Promise<AuthStart> | null = null;

/** Runs the start-up sign-in work once per page life, whoever asks first. */
export function initializeAuth(): Promise<AuthStart> {
  started ??= start();
  return started;
}

let renewal: Promise<User | null> | null = null;

/** A valid access token, refreshing an expired one first (one refresh for concurrent callers). */
export async function currentAccessToken(): Promise<string | null> {
  const manager = await getUserManager();
  const user = await manager.getUser();
  if (!user) return null;
  if (!user.expired) return user.access_token;
  if (!user.refresh_token) return null;
  renewal ??= refresh(manager).finally(() => {
    renewal = null;
  });
  return (await renewal)?.access_token ?? null;
}
