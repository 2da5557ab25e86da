import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E_PORT, or a port nothing listens on now. Chosen once, in the runner, and put in the
 * environment, which the workers (and e2e/pages/auth-state.ts in them) inherit.
 */
function e2ePort(): number {
  process.env.E2E_PORT ||= execFileSync(process.execPath, ['scripts/free-port.mjs'], {
    encoding: 'utf8',
  }).trim();
  return Number(process.env.E2E_PORT);
}

const PORT = e2ePort();
const baseURL = `http://localhost:${PORT}`;

/** Debian's Chromium unless CHROMIUM_PATH says otherwise (scripts/test.mjs finds one). */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: `.tmp/test-results-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? `.tmp/reports/playwright-${PORT}.json` }],
  ],
  use: {
    baseURL,
    // No trace unless E2E_TRACE=1 (then a failed test keeps one: each action with the page's DOM
    // before and after, the network and the console; without the screencast). Recording it for
    // every test cost a sixth of the suite's CPU (docs/TESTING.md); the failure's screenshot and
    // error stay.
    trace:
      process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      dependencies: ['setup'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
