import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverFile } from '../../lib/app-paths';
import type { TopicFile } from './topic-files';

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
