// `npm test`: every gate in order — nothing outside the repository, types, lint, unused code, format, build,
// unit/API/component tests (those that start the server run the build), end-to-end.
// Ends with a table of each phase's time, then one line "total: N passed, N failed, N skipped" that
// counts every test run.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { bin, CHROMIUM_ADVICE, findChromium, requireNode, root, run } from './lib.mjs';
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

const steps = [
  ['Self-contained', process.execPath, ['scripts/check-self-contained.mjs']],
  ['Typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['Lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['Unused code (knip)', bin('knip'), []],
  ['Format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  // Before the tests: the ones that start the server run this build (dist/server/main.js).
  ['Build', process.execPath, [path.join(root, 'scripts/build.mjs')]],
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
for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const code = await run(command, args, { env: { ...process.env, CHROMIUM_PATH: chromium } });
  const seconds = (Date.now() - started) / 1000;
  console.log(`${code === 0 ? '✔' : '✘'} ${title} (${seconds.toFixed(1)} s)`);
  phases.push([title, seconds, code === 0]);
  if (code !== 0) failedSteps.push(title);
  if (code !== 0 && title === 'Build') break;
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
