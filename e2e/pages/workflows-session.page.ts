import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { toAppOrigin } from './app-origin';
import { REVIEWER_STATE } from './auth-state';
import { SignInPage } from './sign-in.page';

// The provider's access tokens last 5 minutes and its refresh tokens rotate: once one journey
// refreshes the token the setup saved, every other journey still holding it is signed out.
// Long runs therefore reuse a saved state only while its token has minutes left.
const MARGIN_MS = 150_000;

type SavedState = { origins?: { localStorage?: { name: string; value: string }[] }[] };

function tokenLeftMs(statePath: string): number {
  try {
    const state = JSON.parse(readFileSync(statePath, 'utf8')) as SavedState;
    for (const origin of state.origins ?? []) {
      for (const item of origin.localStorage ?? []) {
        if (!item.name.startsWith('oidc.user:')) continue;
        const { expires_at: expiresAt } = JSON.parse(item.value) as { expires_at?: number };
        if (expiresAt) return expiresAt * 1000 - Date.now();
      }
    }
  } catch {
    // No saved state yet: sign in.
  }
  return 0;
}

/** The saved sign-in state when its token outlives a journey, else undefined (start signed out). */
export function usableState(statePath: string): string | undefined {
  return tokenLeftMs(statePath) > MARGIN_MS ? statePath : undefined;
}

/** Signs `page` in as `username` unless its context started from a saved sign-in state. */
export async function ensureSignedIn(page: Page, username: string) {
  const state = (await page.context().storageState()) as SavedState;
  const signedIn = (state.origins ?? []).some((origin) =>
    (origin.localStorage ?? []).some((item) => item.name.startsWith('oidc.user:')),
  );
  if (!signedIn) await new SignInPage(page).signIn(username, username);
}

/** A `storageState` option for test.use: the saved state while usable, else start signed out. */
export function savedStateWhileUsable(statePath: string) {
  // Playwright reads fixture dependencies from the destructured first parameter.
  // eslint-disable-next-line no-empty-pattern
  return async ({}, provide: (state: string | undefined) => Promise<void>) =>
    provide(usableState(statePath));
}

/**
 * Runs `act` with a page signed in as reviewer in a browser context of its own, then closes it.
 * The page is on the app's origin, so apiAs works on it before it opens any screen.
 */
export async function asReviewer<T>(
  browser: Browser,
  act: (reviewerPage: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ storageState: usableState(REVIEWER_STATE) });
  try {
    const reviewerPage = await context.newPage();
    await ensureSignedIn(reviewerPage, 'reviewer');
    // A saved state leaves the page blank: any same-origin document gives access to its storage.
    await toAppOrigin(reviewerPage);
    return await act(reviewerPage);
  } finally {
    await context.close();
  }
}
