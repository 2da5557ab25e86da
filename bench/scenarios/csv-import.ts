import { events, users } from '../../src/server/db/schema/index';
import { eachBackend } from '../lib/backends';
import { startServer } from '../lib/server';
import { insertRows } from '../lib/seed';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/** Issue 7: 10,000 CSV rows into 10,000 stored events, fuzzy duplicate detection on. */
export const name = 'csv-import';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 10_000);
const ROW_COUNT = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const TIME_TARGET_MS = 5000;
const MEMORY_TARGET_MB = 300;

const WORDS = ['Open', 'Source', 'Cloud', 'Native', 'Kernel', 'Data', 'Rust', 'Web', 'Summit'];
const CITIES = ['Berlin, Germany', 'Lisbon, Portugal', 'Austin, USA', 'Tokyo, Japan', 'Online'];

function isoDate(dayOffset: number): string {
  const date = new Date(Date.UTC(2026, 0, 1));
  date.setUTCDate(date.getUTCDate() + dayOffset);
  return date.toISOString().slice(0, 10);
}

const storedName = (i: number) =>
  `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} Conference ${i}`;
const storedDates = (i: number) => ({ start: isoDate(i % 700), end: isoDate((i % 700) + 2) });

/** A pronounceable made-up word per number, so new rows' names are not each other's duplicates. */
function distinctWord(n: number): string {
  const consonants = 'bcdfghjklmnpqrstvwz';
  const vowels = 'aeiou';
  let word = '';
  for (let k = 0, x = (n * 2654435761) >>> 0; k < 4; k++, x = Math.floor(x / 95)) {
    word += consonants[x % 19]! + vowels[Math.floor(x / 19) % 5]!;
  }
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Half new events, a quarter exact (other case) and a quarter fuzzy (one letter off) duplicates. */
function csvRows(): Record<string, string>[] {
  return Array.from({ length: ROW_COUNT }, (_, i) => {
    const kind = i % 4;
    const target = (i * 7919) % EVENT_COUNT;
    const isNew = kind < 2;
    const dates = isNew ? storedDates(i + 3) : storedDates(target);
    const title = isNew
      ? `${distinctWord(i)} ${distinctWord(i * 31 + 7)} Meetup`
      : kind === 2
        ? storedName(target).toUpperCase()
        : storedName(target).replace('Conference', 'Conferense');
    return {
      Name: title,
      Link: `https://import.example.org/${i}`,
      'Start Date': dates.start,
      'End Date': dates.end,
      Location: CITIES[i % CITIES.length]!,
      Type: 'conference',
      Priority: '',
      Goals: 'speaking',
      'CFP Deadline': '',
      Notes: i % 3 === 0 ? 'From the bench, with "quotes", commas, and text' : '',
    };
  });
}

const columnMapping = {
  Name: 'name',
  Link: 'link',
  'Start Date': 'start_date',
  'End Date': 'end_date',
  Location: 'location',
  Type: 'type',
  Priority: 'priority',
  Goals: 'goal',
  'CFP Deadline': 'cfp_deadline',
  Notes: 'notes',
};

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  ctx.log(`${backend}: starting the app`);
  const server = await startServer(backend);
  try {
    const [user] = await server.db
      .insert(users)
      .values({ subject: 'bench-importer', username: 'importer', name: 'Bench Importer' })
      .returning({ id: users.id });
    await insertRows(
      server.db,
      events,
      Array.from({ length: EVENT_COUNT }, (_, i) => ({
        name: storedName(i),
        link: `https://events.example.org/${i}`,
        startDate: storedDates(i).start,
        endDate: storedDates(i).end,
        location: CITIES[i % CITIES.length]!,
        goal: ['attending'],
        createdById: user!.id,
        updatedById: user!.id,
      })),
    );
    if (backend === 'postgres') await server.db.execute('analyze');
    const token = await accessToken(server, { sub: 'bench-importer', username: 'importer' });
    const csvData = csvRows();

    const rows: ResultRow[] = [];
    for (const mode of ['skip', 'merge'] as const) {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/events/import-csv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          csvData,
          columnMapping,
          defaultValues: { priority: 'medium' },
          deduplicationMode: mode,
        }),
      });
      const text = await response.text();
      const durationMs = Math.round(performance.now() - started);
      const growthMb = Math.round((process.memoryUsage().rss - rssBefore) / 1024 / 1024);
      if (!response.ok) throw new Error(`import ${mode}: ${response.status} ${text.slice(0, 300)}`);
      const result = JSON.parse(text) as {
        imported: number;
        updated: number;
        skipped: number;
        errors: string[];
      };
      const met = durationMs <= TIME_TARGET_MS && growthMb <= MEMORY_TARGET_MB;
      rows.push({
        scenario: name,
        backend,
        case: `POST /api/events/import-csv ${ROW_COUNT} rows into ${EVENT_COUNT} events, mode ${mode}`,
        durationMs,
        note: `imported=${result.imported} updated=${result.updated} skipped=${result.skipped} errors=${result.errors.length} rss+${growthMb}MB; target <=${TIME_TARGET_MS}ms, <=${MEMORY_TARGET_MB}MB: ${met ? 'met' : 'missed'}`,
      });
      ctx.log(`${backend}: ${mode} ${durationMs} ms, rss +${growthMb} MB`);
    }
    return rows;
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
