import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// findBy* and waitFor give up after 1 s by default, which a loaded CI machine can exceed.
configure({ asyncUtilTimeout: 5000 });

let consoleError: MockInstance<typeof console.error>;

// A console.error during a test is a bug (React warnings, act() misuse, unhandled failures…).
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.className = '';
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.join('\n')}`);
});
