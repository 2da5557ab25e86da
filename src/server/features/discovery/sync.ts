import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { discoveryFiles } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { type DiscoverySync, recordFailedSync, storeReading } from './conference-store';
import { followTrackedEntries } from './follow-entries';
import { type FetchLimits, fetchSourceFile, type FileAnswer, SourceError } from './source-fetch';
import { readTopicFiles, TopicFileError, type TopicFile } from './topic-files';
import { knownTopics } from './topics';

export type SourceSyncOptions = {
  db: Db;
  clock: Clock;
  discovery: Config['discovery'];
  limits: Omit<FetchLimits, 'allowPrivate'>;
};

/** Files asked for at once: the source is one host, asked politely. */
const CONCURRENT_FILES = 6;

type Answered = { year: number; topic: string; answer: FileAnswer };

/** Runs `work` over the items, a few at a time; after a failure no new item starts. */
async function eachLimited<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_FILES }, worker));
  return results;
}

export const topicFileUrl = (base: string, year: number, topic: string) =>
  `${base}/conferences/${year}/${topic}.json`;

/**
 * One sync from the source: the current and next year's file of every topic, each asked with
 * the validators of its last successful answer. A 304 reads the stored text again (so its
 * conferences are not taken for gone), a 404 is a file the source does not have. Any failure
 * (a status, a time-out, an answer too large, a file that is not a JSON array) records a failed
 * sync and leaves the stored conferences and files as they were. A good one brings the events
 * tracking conferences in step with them (follow-entries.ts).
 */
export async function syncFromSource(options: SourceSyncOptions): Promise<DiscoverySync> {
  const { db, clock, discovery } = options;
  const startedAt = clock.now();
  const year = startedAt.getUTCFullYear();
  const years = [year, year + 1];
  const topics = discovery.topics ?? knownTopics();
  const limits = { ...options.limits, allowPrivate: discovery.allowPrivate };
  const stored = await db.select().from(discoveryFiles).where(inArray(discoveryFiles.year, years));
  const storedFile = new Map(stored.map((file) => [`${file.year}/${file.topic}`, file]));
  let answered = 0;
  let answers: Answered[];
  let files: TopicFile[];
  try {
    const wanted = years.flatMap((y) => topics.map((topic) => ({ year: y, topic })));
    answers = await eachLimited(wanted, async ({ year: y, topic }) => {
      const url = topicFileUrl(discovery.sourceUrl, y, topic);
      const answer = await fetchSourceFile(url, storedFile.get(`${y}/${topic}`), limits);
      if (answer.status === 'not-modified' && !storedFile.has(`${y}/${topic}`)) {
        throw new SourceError(url, 'the source answered 304 to a request for the whole file');
      }
      answered += 1;
      return { year: y, topic, answer };
    });
    files = answers.flatMap(({ year: y, topic, answer }): TopicFile[] => {
      if (answer.status === 'read') return [{ year: y, topic, text: answer.text }];
      if (answer.status === 'not-modified') {
        return [{ year: y, topic, text: storedFile.get(`${y}/${topic}`)!.text }];
      }
      return [];
    });
    const reading = readTopicFiles(files);
    return await db.transaction(async (tx) => {
      const sync = await storeReading(tx, reading, {
        source: discovery.sourceUrl,
        years,
        filesRead: files.length,
        startedAt,
        finishedAt: clock.now(),
      });
      await rememberFiles(tx, answers, clock.now());
      await followTrackedEntries(tx);
      return sync;
    });
  } catch (error) {
    if (!(error instanceof SourceError || error instanceof TopicFileError)) throw error;
    return recordFailedSync(db, {
      source: discovery.sourceUrl,
      filesRead: answered,
      startedAt,
      finishedAt: clock.now(),
      error: error.message,
    });
  }
}

/** Keeps each file's new text and validators; forgets a file the source no longer has. */
async function rememberFiles(db: Db, answers: Answered[], now: Date): Promise<void> {
  const read = answers.flatMap(({ year, topic, answer }) =>
    answer.status === 'read'
      ? [
          {
            year,
            topic,
            etag: answer.etag,
            lastModified: answer.lastModified,
            text: answer.text,
            fetchedAt: now,
          },
        ]
      : [],
  );
  if (read.length) {
    await db
      .insert(discoveryFiles)
      .values(read)
      .onConflictDoUpdate({
        target: [discoveryFiles.year, discoveryFiles.topic],
        set: {
          etag: sql`excluded.etag`,
          lastModified: sql`excluded.last_modified`,
          text: sql`excluded.text`,
          fetchedAt: sql`excluded.fetched_at`,
        },
      });
  }
  const missing = answers.filter(({ answer }) => answer.status === 'missing');
  if (missing.length) {
    await db
      .delete(discoveryFiles)
      .where(
        or(
          ...missing.map(({ year, topic }) =>
            and(eq(discoveryFiles.year, year), eq(discoveryFiles.topic, topic)),
          ),
        ),
      );
  }
}
