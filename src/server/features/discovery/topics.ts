import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SNAPSHOT_FOLDER } from './snapshot';

/**
 * Topics confs.tech lists that the shipped snapshot has no file for yet (its site's topic list).
 * The source offers no directory listing on its raw-file address, so a sync asks for each known
 * topic of each year; a topic with no file answers 404 and is simply empty.
 */
const TOPICS_BEYOND_SNAPSHOT = ['elixir', 'golang', 'ruby', 'scala', 'tech-comms'];

/** Every topic a sync reads unless DISCOVERY_TOPICS narrows them: the snapshot's and the above. */
export function knownTopics(folder = SNAPSHOT_FOLDER): string[] {
  const inSnapshot = readdirSync(folder)
    .filter((year) => /^\d{4}$/.test(year))
    .flatMap((year) => readdirSync(path.join(folder, year)))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
  return [...new Set([...inSnapshot, ...TOPICS_BEYOND_SNAPSHOT])].sort();
}
