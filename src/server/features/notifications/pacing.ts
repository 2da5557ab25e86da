import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Paces the notification pass so requests come first. On PGlite the pass and the requests share
 * one connection, and a chain of PGlite calls never lets the event loop take a request in
 * between; a request waiting to start (or between its own statements) would then wait for the
 * whole pass. Calling the pacer between statements gives way for one and a half times as long as
 * the work since the previous call took (at most 100 ms): the pass uses at most about 40 % of the
 * database's time, and a request waits behind at most one of its short statements. PostgreSQL
 * serves requests on other connections meanwhile: there the pass does not pause (pace false).
 */
export function pacer(pace = true): () => Promise<void> {
  if (!pace) return () => Promise.resolve();
  let since = performance.now();
  return async () => {
    const worked = performance.now() - since;
    await sleep(Math.min(Math.max(worked * 1.5, 1), 100));
    since = performance.now();
  };
}
