import { chromium, type Browser, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { startServer, type BenchServer } from './server';
import type { BenchContext } from './types';
import { buildWeb } from './web-build';

/** The e2e suite's Chromium flags (playwright.config.ts): no sandbox, no background traffic. */
export const CHROMIUM_ARGS = playwrightConfig.use?.launchOptions?.args ?? [];

/** Headless Chromium from CHROMIUM_PATH, or /usr/bin/chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** Signs in as demo/demo through the provider pages (the server needs NODE_ENV=development). */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'User menu' }).waitFor();
}

/**
 * Runs `measure` against the built web app served by a PGlite server with the demo accounts, and a
 * Chromium; builds, starts and cleans up all three.
 */
export async function withBrowserInstance<T>(
  ctx: BenchContext,
  measure: (server: BenchServer, browser: Browser) => Promise<T>,
): Promise<T> {
  const web = await buildWeb(ctx);
  const server = await startServer('pglite', {
    webRoot: web.root,
    browser: true,
    env: { NODE_ENV: 'development' }, // the demo accounts
  });
  const browser = await launchChromium();
  try {
    return await measure(server, browser);
  } finally {
    await browser.close();
    await server.close();
    await web.cleanup();
  }
}
