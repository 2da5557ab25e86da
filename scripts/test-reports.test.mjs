import { describe, expect, it } from 'vitest';
import { phaseTable } from './test-reports.mjs';

describe('the phase table of npm test', () => {
  it('gives each phase its time in seconds, aligned, and marks a failed one', () => {
    expect(
      phaseTable([
        ['Typecheck', 41.23, true],
        ['End-to-end tests (Chromium)', 300, false],
      ]).split('\n'),
    ).toEqual([
      'phase                             time',
      'Typecheck                       41.2 s',
      'End-to-end tests (Chromium)    300.0 s  (failed)',
    ]);
  });
});
