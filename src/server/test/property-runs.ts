/** The seed of every push's property runs: the same cases each time, so a failure replays. */
const PUSH_SEED = 20_260_504;

/**
 * fast-check's settings for a property that the test would run `fullRuns` times. On every push a
 * fixed seed and a quarter of the runs (at least 4); with FC_DEEP=1 (`npm run test:deep`) all of
 * them on a new seed each time (fast-check prints it on a failure; FC_SEED=<seed> replays it).
 */
export function propertyRuns(fullRuns: number): { seed?: number; numRuns: number } {
  if (process.env.FC_DEEP) {
    const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
    return { numRuns: fullRuns, ...(seed === undefined ? {} : { seed }) };
  }
  return { seed: PUSH_SEED, numRuns: Math.min(fullRuns, Math.max(4, Math.ceil(fullRuns / 4))) };
}
