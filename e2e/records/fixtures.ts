import { readFileSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { DEMO_STATE, E2E_PORT } from '../pages/auth-state';
import { SignInPage } from '../pages/sign-in.page';

type StoredState = {
  origins: { localStorage: { name: string; value: string }[] }[];
};

/** Seconds until the access token saved in a storage state expires (0 when unreadable). */
function secondsLeft(path: string): number {
  try {
    const state = JSON.parse(readFileSync(path, 'utf8')) as StoredState;
    const entry = state.origins
      .flatMap((origin) => origin.localStorage)
      .find((item) => item.name.startsWith('oidc.user:'));
    const expiresAt = entry ? (JSON.parse(entry.value) as { expires_at?: number }).expires_at : 0;
    return (expiresAt ?? 0) - Date.now() / 1000;
  } catch {
    return 0;
  }
}

let current = DEMO_STATE;

/**
 * Tests signed in as demo. Access tokens live 5 minutes and a slow shared machine can run this
 * folder for longer than that, so a worker signs in again when the saved token is nearly spent.
 */
export const test = base.extend({
  storageState: async ({ browser }, provide, testInfo) => {
    if (secondsLeft(current) < 150) {
      const context = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
      await new SignInPage(await context.newPage()).signIn('demo', 'demo');
      current = `.tmp/e2e/${E2E_PORT}/demo-records-${testInfo.workerIndex}.json`;
      await context.storageState({ path: current });
      await context.close();
    }
    await provide(current);
  },
});

export { expect } from '@playwright/test';
