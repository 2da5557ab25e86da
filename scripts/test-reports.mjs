// Reads the Vitest and Playwright JSON reports of `npm test`: the counts, and each failed test
// with the first line of its error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from './lib.mjs';

export function readReports(reports, port) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  const firstLine = (text = '') => stripVTControlCharacters(text).split('\n')[0].slice(0, 300);
  try {
    const vitest = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8'));
    counts.passed += vitest.numPassedTests;
    counts.failed += vitest.numFailedTests;
    counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
    for (const file of vitest.testResults) {
      const where = path.relative(root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed) {
        failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
      }
      if (file.status === 'failed' && failed.length === 0) {
        failures.push(`${where}: ${firstLine(file.message)}`);
      }
    }
  } catch {
    // vitest did not run or wrote no report; the failed step says so.
  }
  try {
    const { config, stats, suites } = JSON.parse(
      readFileSync(`${reports}/playwright-${port}.json`, 'utf8'),
    );
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
    const visit = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (spec.ok) continue;
        const error = spec.tests.flatMap((test) => test.results).find((result) => result.error);
        const where = path.relative(root, path.join(config.rootDir, spec.file));
        failures.push(`${where} › ${spec.title}: ${firstLine(error?.error.message)}`);
      }
      for (const child of suite.suites ?? []) visit(child);
    };
    for (const suite of suites) visit(suite);
  } catch {
    // playwright did not run.
  }
  return { counts, failures };
}

/**
 * The table of each phase's time that ends `npm test` (before the total line), one line per
 * [title, seconds, passed], a failed phase marked.
 */
export function phaseTable(phases) {
  const width = Math.max(5, ...phases.map(([title]) => title.length));
  const lines = phases.map(
    ([title, seconds, passed]) =>
      `${title.padEnd(width)}  ${`${seconds.toFixed(1)} s`.padStart(9)}${passed ? '' : '  (failed)'}`,
  );
  return [`${'phase'.padEnd(width)}  ${'time'.padStart(9)}`, ...lines].join('\n');
}
