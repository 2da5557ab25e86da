import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { databaseKind } from '../test/test-database';
import { checkpointPeriodically } from './pglite-checkpoints';
import { openPgliteDataDir } from './pglite-data-dir';

describe.runIf(databaseKind === 'pglite')('checkpoints of the embedded database', () => {
  it('happen once WAL has grown, and not while nothing is written', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-checkpoint-'));
    const pglite = await openPgliteDataDir(dataDir);
    const lastCheckpoint = async () =>
      (
        await pglite.query<{ lsn: string }>(
          'select checkpoint_lsn::text as lsn from pg_control_checkpoint()',
        )
      ).rows[0]!.lsn;
    const warnings: string[] = [];
    try {
      const atStart = await lastCheckpoint();
      await pglite.exec(
        "create table t (s text); insert into t select repeat('x', 100) from generate_series(1, 10000)",
      );
      // Single-user PostgreSQL does not checkpoint by itself, however much WAL is written.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await lastCheckpoint()).toBe(atStart);

      const stop = checkpointPeriodically(
        pglite,
        { warn: (message) => warnings.push(message) },
        50,
      );
      await vi.waitFor(async () => expect(await lastCheckpoint()).not.toBe(atStart), {
        timeout: 10_000,
      });
      const afterWrites = await lastCheckpoint();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await lastCheckpoint()).toBe(afterWrites);
      stop();
      expect(warnings).toEqual([]);
    } finally {
      await pglite.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
