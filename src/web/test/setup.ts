import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import '@shared/zod-messages';

// jsdom lays nothing out, so it has no ResizeObserver or scrollIntoView; cmdk (the pickers)
// watches its list's size and scrolls the highlighted option into view.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;

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
  // Files share a worker (vitest.config.ts): no fake clock outlives its test.
  vi.useRealTimers();
  localStorage.clear();
  document.documentElement.className = '';
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.join('\n')}`);
});
