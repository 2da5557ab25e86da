import type { PGlite } from '@electric-sql/pglite';

/** PostgreSQL's own checkpoint_timeout default. */
export const CHECKPOINT_INTERVAL_MS = 5 * 60_000;

/**
 * PGlite runs PostgreSQL single-user, where nothing checkpoints while it runs (not on a timer,
 * not after max_wal_size): every byte of WAL since the last clean shutdown stays in pg_wal and is
 * replayed after a crash. A CHECKPOINT whenever WAL has grown since the last one bounds both.
 * Returns the function that stops it.
 */
export function checkpointPeriodically(
  pglite: PGlite,
  log: { warn(message: string): void },
  intervalMs = CHECKPOINT_INTERVAL_MS,
): () => void {
  const walPosition = async () =>
    (await pglite.query<{ lsn: string }>('select pg_current_wal_insert_lsn() as lsn')).rows[0]!.lsn;
  let checkpointedAt: string | undefined;
  let running = false;
  const checkpoint = async () => {
    if ((await walPosition()) === checkpointedAt) return;
    await pglite.exec('checkpoint');
    checkpointedAt = await walPosition();
  };
  const timer = setInterval(() => {
    if (running || pglite.closed) return;
    running = true;
    checkpoint()
      .catch((error: unknown) => log.warn(`Embedded database checkpoint failed: ${String(error)}`))
      .finally(() => (running = false));
  }, intervalMs).unref();
  return () => clearInterval(timer);
}
