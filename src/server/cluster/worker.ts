/** Set by the primary on each worker it forks: the worker's slot, 0 to WEB_CONCURRENCY - 1. */
export const WORKER_SLOT_VARIABLE = 'OSPO_EVENTS_WORKER_SLOT';
/** What a worker sends the primary once it listens (and, in slot 0, serves the control socket). */
export const READY_MESSAGE = 'ospo-events:ready';

/** This process's slot when it is a worker of a cluster; undefined when it runs alone. */
export function workerSlot(): number | undefined {
  const slot = process.env[WORKER_SLOT_VARIABLE];
  return process.send && slot !== undefined ? Number(slot) : undefined;
}

/** Tells the primary that this worker is ready. */
export function reportReady(): void {
  process.send?.(READY_MESSAGE);
}
