import { type ConferenceEntry, readConferenceEntry, type SkipReason } from './conference-entry';

/** One file of the source: `conferences/{year}/{topic}.json`, as text. */
export type TopicFile = { year: number; topic: string; text: string };

export type TopicFilesReading = {
  /** One per conference, topics merged, ordered by start date then name. */
  entries: ConferenceEntry[];
  /** Entries of all files, before merging the same conference under several topics. */
  read: number;
  skipped: Record<SkipReason, number>;
};

/** A file that is not a JSON array: the whole reading stops, so the previous data stays. */
export class TopicFileError extends Error {
  constructor(file: Pick<TopicFile, 'year' | 'topic'>, problem: string) {
    super(`conferences/${file.year}/${file.topic}.json: ${problem}`);
    this.name = 'TopicFileError';
  }
}

function parseArray(file: TopicFile): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(file.text);
  } catch {
    throw new TopicFileError(file, 'not valid JSON');
  }
  if (!Array.isArray(value)) throw new TopicFileError(file, 'not a JSON array');
  return value;
}

/** Keeps the first entry's values, fills what it lacks from the later one, and joins topics. */
function merge(first: ConferenceEntry, later: ConferenceEntry): ConferenceEntry {
  const merged = { ...first, handles: { ...later.handles, ...first.handles } };
  for (const field of ['city', 'country', 'cfpUrl', 'cfpEndDate', 'cocUrl'] as const) {
    merged[field] = first[field] ?? later[field];
  }
  merged.online = first.online || later.online;
  merged.locales = [...new Set([...first.locales, ...later.locales])];
  merged.topics = [...new Set([...first.topics, ...later.topics])].sort();
  return merged;
}

/** Reads every topic file of the source into one list of conferences. */
export function readTopicFiles(files: TopicFile[]): TopicFilesReading {
  const byKey = new Map<string, ConferenceEntry>();
  const skipped: Record<SkipReason, number> = {
    'not-an-object': 0,
    'no-name': 0,
    'no-url': 0,
    'bad-dates': 0,
  };
  let read = 0;
  for (const file of files) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(file.topic))
      throw new TopicFileError(file, 'not a topic name');
    for (const raw of parseArray(file)) {
      read += 1;
      const reading = readConferenceEntry(raw, file.topic);
      if (!reading.ok) {
        skipped[reading.reason] += 1;
        continue;
      }
      const known = byKey.get(reading.entry.key);
      byKey.set(reading.entry.key, known ? merge(known, reading.entry) : reading.entry);
    }
  }
  const entries = [...byKey.values()].sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name),
  );
  return { entries, read, skipped };
}
