// `npm test`: every gate — nothing outside the repository, types, lint, unused code, format and the
// build side by side, then unit/API/component tests (those that start the server run the build),
// then end-to-end.
// Ends with a table of each phase's time, then one line "total: N passed, N failed, N skipped" that
// counts every test run.
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { bin, CHROMIUM_ADVICE, findChromium, requireNode, root, run, runQuietly } from './lib.mjs';
import { phaseTable, readReports } from './test-reports.mjs';

requireNode();
const reports = path.join(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });

// The end-to-end server's port: E2E_PORT, or one free now (another server may hold 3100).
process.env.E2E_PORT ||= String(await freePort());

const chromium = await findChromium();
if (!chromium) {
  console.error(CHROMIUM_ADVICE);
  process.exit(1);
}

const env = { ...process.env, CHROMIUM_PATH: chromium };
if (process.stdout.isTTY) env.FORCE_COLOR = '1';

// The checks of the sources, and the build, in the table's order. They run side by side, one per
// core, longest first (the seconds each took on CI): each but the build runs on one thread (tsc,
// ESLint, Prettier), so one after another they left one of CI's two cores idle for ~50 s. Each
// one's output is shown whole when it ends.
const checks = [
  ['Self-contained', process.execPath, ['scripts/check-self-contained.mjs'], 0.3],
  ['Typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], 16],
  ['Lint', bin('eslint'), ['.', '--max-warnings=0'], 18],
  ['Unused code (knip)', bin('knip'), [], 2],
  ['Format', bin('prettier'), ['--check', '.', '--log-level', 'warn'], 12],
  // Before the tests: the ones that start the server run this build (dist/server/main.js).
  ['Build', process.execPath, [path.join(root, 'scripts/build.mjs')], 5],
];
const tests = [
  [
    'Unit, API and component tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
  ],
  ['End-to-end tests (Chromium)', bin('playwright'), ['test']],
];

const failedSteps = [];
/** [title, seconds, passed] of each step run, for the table at the end. */
const phases = [];
const runStarted = Date.now();

/** Says how a step ended; returns its line of the table. */
function ended(title, started, code) {
  const seconds = (Date.now() - started) / 1000;
  console.log(`${code === 0 ? '✔' : '✘'} ${title} (${seconds.toFixed(1)} s)`);
  if (code !== 0) failedSteps.push(title);
  return [title, seconds, code === 0];
}

console.log(`\n▶ ${checks.map(([title]) => title).join(', ')}: side by side`);
const waiting = checks.toSorted((first, second) => second[3] - first[3]);
const checked = new Map();
const lanes = Array.from({ length: Math.min(availableParallelism(), waiting.length) }, async () => {
  for (let check = waiting.shift(); check; check = waiting.shift()) {
    const [title, command, args] = check;
    const started = Date.now();
    const { code, output } = await runQuietly(command, args, { env });
    console.log(`\n▶ ${title}${output ? `\n${output.trimEnd()}` : ''}`);
    checked.set(title, ended(title, started, code));
  }
});
await Promise.all(lanes);
for (const [title] of checks) phases.push(checked.get(title));
phases.push([
  'Checks and build, side by side',
  (Date.now() - runStarted) / 1000,
  [...checked.values()].every(([, , passed]) => passed),
]);

if (!failedSteps.includes('Build')) {
  for (const [title, command, args] of tests) {
    console.log(`\n▶ ${title}`);
    const started = Date.now();
    phases.push(ended(title, started, await run(command, args, { env })));
  }
}
phases.push(['All steps', (Date.now() - runStarted) / 1000, failedSteps.length === 0]);

const { counts, failures } = readReports(reports, process.env.E2E_PORT);

// Repeated at the end because a failure early in a long run scrolls out of a log's tail.
if (failures.length)
  console.error(`\nFailed tests:\n${failures.map((line) => `  ✘ ${line}`).join('\n')}`);
if (failedSteps.length) console.error(`\nFailed: ${failedSteps.join(', ')}`);
// Each phase's time (docs/TESTING.md keeps a run's figures); the total line stays last: CI reads it.
console.log(`\n${phaseTable(phases)}`);
console.log(`\ntotal: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
