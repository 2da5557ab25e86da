import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverFile } from '../../lib/app-paths';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { storeReading } from './conference-store';
import { readTopicFiles, type TopicFile } from './topic-files';

/**
 * The copy of confs.tech's files that ships with the app (snapshot/README.md says which commit),
 * so a fresh install with no network lists real conferences at once.
 */
export const SNAPSHOT_FOLDER = serverFile('features/discovery/snapshot/conferences');

/** Every `{year}/{topic}.json` of the shipped snapshot. */
export function snapshotFiles(folder = SNAPSHOT_FOLDER): TopicFile[] {
  return readdirSync(folder)
    .filter((year) => /^\d{4}$/.test(year))
    .sort()
    .flatMap((year) =>
      readdirSync(path.join(folder, year))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => ({
          year: Number(year),
          topic: name.slice(0, -'.json'.length),
          text: readFileSync(path.join(folder, year, name), 'utf8'),
        })),
    );
}

/** Stores the shipped snapshot as a sync of source 'snapshot' (a fresh install's first data). */
export async function storeSnapshot(db: Db, clock: Clock, folder = SNAPSHOT_FOLDER) {
  const startedAt = clock.now();
  const files = snapshotFiles(folder);
  return storeReading(db, readTopicFiles(files), {
    source: 'snapshot',
    years: [...new Set(files.map((file) => file.year))],
    filesRead: files.length,
    startedAt,
    finishedAt: clock.now(),
  });
}
