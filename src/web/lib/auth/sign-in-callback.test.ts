import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeSignInOnce,
  hasAuthParams,
  isSignInCallback,
  resetSignInCallback,
} from './sign-in-callback';

afterEach(() => resetSignInCallback());

describe('sign-in callback', () => {
  it('recognises the provider answer at the app root only', () => {
    expect(isSignInCallback(new URL('http://app/?code=c&state=s'))).toBe(true);
    expect(isSignInCallback(new URL('http://app/?error=access_denied&state=s'))).toBe(true);
    expect(isSignInCallback(new URL('http://app/events?code=c&state=s'))).toBe(false);
    expect(isSignInCallback(new URL('http://app/?code=c'))).toBe(false);
  });

  it('notices any sign-in parameter', () => {
    expect(hasAuthParams(new URL('http://app/?session_state=x'))).toBe(true);
    expect(hasAuthParams(new URL('http://app/?eventId=3'))).toBe(false);
  });

  it('exchanges the code only once, even when asked twice (StrictMode)', async () => {
    const user = { profile: { sub: 'a' } } as User;
    const signinRedirectCallback = vi.fn(async () => user);
    const manager = { signinRedirectCallback } as unknown as UserManager;
    const [first, second] = await Promise.all([
      completeSignInOnce(manager, 'http://app/?code=c&state=s'),
      completeSignInOnce(manager, 'http://app/?code=c&state=s'),
    ]);
    expect(first).toBe(user);
    expect(second).toBe(user);
    expect(signinRedirectCallback).toHaveBeenCalledTimes(1);
  });
});
