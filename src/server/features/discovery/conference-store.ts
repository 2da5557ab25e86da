import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discoverySyncs } from '../../db/schema/index';
import { idArray, rowsOf } from '../../lib/sql';
import type { TopicFilesReading } from './topic-files';

export type DiscoverySync = typeof discoverySyncs.$inferSelect;

type ReadingSource = {
  /** 'snapshot' or the base URL the files came from. */
  source: string;
  /** The years whose files were read: a conference of those years that is missing is gone. */
  years: number[];
  filesRead: number;
  startedAt: Date;
  finishedAt: Date;
};

const COLUMNS = sql.raw(
  'key, name, url, start_date, end_date, city, country, online, locales, topics, cfp_url, ' +
    'cfp_end_date, coc_url, handles',
);
const COMPARED = [
  'name',
  'url',
  'start_date',
  'end_date',
  'city',
  'country',
  'online',
  'locales',
  'topics',
  'cfp_url',
  'cfp_end_date',
  'coc_url',
  'handles',
];
const updates = sql.raw(COMPARED.map((column) => `${column} = excluded.${column}`).join(', '));
const stored = sql.raw(`(${COMPARED.map((column) => `d.${column}`).join(', ')})`);
const read = sql.raw(`(${COMPARED.map((column) => `excluded.${column}`).join(', ')})`);

/** The reading's entries as one JSON parameter, in the columns' names. */
const asJson = (reading: TopicFilesReading) =>
  JSON.stringify(
    reading.entries.map((entry) => ({
      key: entry.key,
      name: entry.name,
      url: entry.url,
      start_date: entry.startDate,
      end_date: entry.endDate,
      city: entry.city,
      country: entry.country,
      online: entry.online,
      locales: entry.locales,
      topics: entry.topics,
      cfp_url: entry.cfpUrl,
      cfp_end_date: entry.cfpEndDate,
      coc_url: entry.cocUrl,
      handles: entry.handles,
    })),
  );

/**
 * Stores a reading of the source in one statement: new conferences are added, changed ones
 * updated (a gone one that is listed again comes back), and those of the years read that the
 * reading lacks are marked gone; the sync's record counts each. Unchanged rows are not written.
 */
export async function storeReading(
  db: Db,
  reading: TopicFilesReading,
  from: ReadingSource,
): Promise<DiscoverySync> {
  const now = sql`${from.finishedAt.toISOString()}::timestamptz`;
  const skipped = Object.values(reading.skipped).reduce((sum, count) => sum + count, 0);
  const [sync] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with incoming as (
        select * from jsonb_to_recordset(${asJson(reading)}::jsonb) as x(
          key text, name text, url text, start_date date, end_date date, city text, country text,
          online boolean, locales text[], topics text[], cfp_url text, cfp_end_date date,
          coc_url text, handles jsonb)
      ),
      upserted as (
        insert into discovered_conferences as d (${COLUMNS})
        select ${COLUMNS} from incoming
        on conflict (key) do update set ${updates}, gone_at = null, updated_at = ${now}
        where ${stored} is distinct from ${read} or d.gone_at is not null
        returning (xmax = 0) as added
      ),
      gone as (
        update discovered_conferences d set gone_at = ${now}, updated_at = ${now}
        where d.gone_at is null
          and extract(year from d.start_date)::int = any(${idArray(from.years)})
          -- A hashed subplan whatever the statistics say: before the table is first analyzed
          -- (PGlite never is), NOT EXISTS may be planned as a nested loop, 5,000 × 5,000.
          and d.key not in (select key from incoming)
        returning d.id
      )
      insert into discovery_syncs (source, started_at, finished_at, files_read, entries_read,
        added, changed, gone, skipped)
      values (${from.source}, ${from.startedAt.toISOString()}::timestamptz, ${now},
        ${from.filesRead}, ${reading.read},
        (select count(*) from upserted where added), (select count(*) from upserted where not added),
        (select count(*) from gone), ${skipped})
      returning id`),
  );
  return latestSync(db, Number(sync!.id));
}

/** Records a reading that failed: the stored conferences stay as they were. */
export async function recordFailedSync(
  db: Db,
  from: Omit<ReadingSource, 'years'> & { error: string },
): Promise<DiscoverySync> {
  const [sync] = await db
    .insert(discoverySyncs)
    .values({
      source: from.source,
      startedAt: from.startedAt,
      finishedAt: from.finishedAt,
      filesRead: from.filesRead,
      error: from.error,
    })
    .returning();
  return sync!;
}

async function latestSync(db: Db, id: number): Promise<DiscoverySync> {
  const [sync] = await db
    .select()
    .from(discoverySyncs)
    .where(sql`${discoverySyncs.id} = ${id}`);
  return sync!;
}

/** The last syncs, newest first (Admin shows ten). */
export function recentSyncs(db: Db, limit = 10): Promise<DiscoverySync[]> {
  return db
    .select()
    .from(discoverySyncs)
    .orderBy(desc(discoverySyncs.startedAt), desc(discoverySyncs.id))
    .limit(limit);
}
