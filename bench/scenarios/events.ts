import { assets, attendees, cfpSubmissions, events, users } from '../../src/server/db/schema/index';
import { eachBackend } from '../lib/backends';
import { cpuPerRequest, cpuSnapshot } from '../lib/cpu';
import { measure } from '../lib/load';
import { startServer, type BenchServer } from '../lib/server';
import { insertRows } from '../lib/seed';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/** Issues 3 and 4: a page of events (by name, by a count), a calendar range, one event, and adding a CFP submission, over 10,000 seeded events. */
export const name = 'events';

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 10_000);
const SUBMISSIONS_PER_EVENT = 3;
const ATTENDEES_PER_EVENT = 5;
const LIST_P99_TARGET_MS = 25;
const LIST_RPS_TARGET = 1000;
const LIST_QUERY_TARGET = 3;

const WORDS = ['Open', 'Source', 'Cloud', 'Native', 'Kernel', 'Data', 'Rust', 'Web', 'Summit'];
const CITIES = ['Berlin, Germany', 'Lisbon, Portugal', 'Austin, USA', 'Tokyo, Japan', 'Online'];

function isoDate(dayOffset: number): string {
  const date = new Date(Date.UTC(2026, 0, 1));
  date.setUTCDate(date.getUTCDate() + dayOffset);
  return date.toISOString().slice(0, 10);
}

/** 10,000 events, each with 3 CFP submissions, 5 attendees and 1 text trip report. */
export async function seed(server: BenchServer, userId: number): Promise<number[]> {
  const { db } = server;
  const eventIds = await insertRows(
    db,
    events,
    Array.from({ length: EVENT_COUNT }, (_, i) => ({
      name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} Conf ${(i * 7919) % EVENT_COUNT}`,
      link: `https://events.example.org/${i}`,
      startDate: isoDate(i % 700),
      endDate: isoDate((i % 700) + 2),
      location: CITIES[i % CITIES.length]!,
      priority: ['low', 'medium', 'high', 'essential'][i % 4]!,
      type: ['conference', 'meetup', 'workshop'][i % 3]!,
      goal: ['attending', 'speaking'],
      cfpDeadline: isoDate((i % 700) - 30),
      createdById: userId,
      updatedById: userId,
    })),
  );
  await insertRows(
    db,
    cfpSubmissions,
    eventIds.flatMap((eventId, i) =>
      Array.from({ length: SUBMISSIONS_PER_EVENT }, (_, k) => ({
        eventId,
        title: `Talk ${k + 1} at event ${i}`,
        abstract:
          'An abstract long enough to look like a real one, about maintainers and releases.',
        submitterName: `Speaker ${(i + k) % 500}`,
        status: ['draft', 'submitted', 'accepted'][k % 3]!,
        submitterId: userId,
        createdById: userId,
      })),
    ),
  );
  await insertRows(
    db,
    attendees,
    eventIds.flatMap((eventId, i) =>
      Array.from({ length: ATTENDEES_PER_EVENT }, (_, k) => ({
        eventId,
        name: `Attendee ${(i * 5 + k) % 2000}`,
        email: `attendee${(i * 5 + k) % 2000}@example.org`,
        createdById: userId,
      })),
    ),
  );
  await insertRows(
    db,
    assets,
    eventIds.map((eventId, i) => ({
      name: `Trip report ${i}`,
      type: 'trip_report',
      content: 'We met the maintainers, gave two talks and brought back three contributors.',
      fileSize: 74,
      mimeType: 'text/plain',
      uploadedBy: userId,
      eventId,
      createdById: userId,
    })),
  );
  return eventIds;
}

async function benchBackend(ctx: BenchContext, backend: Backend): Promise<ResultRow[]> {
  ctx.log(`${backend}: starting the app`);
  const server = await startServer(backend);
  try {
    const [user] = await server.db
      .insert(users)
      .values({
        subject: 'bench-user',
        username: 'bench',
        name: 'Bench User',
        lastLogin: new Date(),
      })
      .returning({ id: users.id });
    const started = Date.now();
    const eventIds = await seed(server, user!.id);
    const seedMs = Date.now() - started;
    ctx.log(`${backend}: seeded ${eventIds.length} events in ${seedMs} ms`);
    // Steady state after a bulk load: autovacuum would soon set the visibility map and statistics
    // (the unfiltered count then reads a small index instead of the table).
    await server.db.execute('vacuum analyze');

    const token = await accessToken(server, { sub: 'bench-user', username: 'bench' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const middleId = eventIds[Math.floor(eventIds.length / 2)]!;
    const pickEvent = () => eventIds[Math.floor(Math.random() * eventIds.length)]!;
    const submission = (eventId: number) =>
      JSON.stringify({
        eventId,
        title: 'Scaling a community',
        abstract: 'How a small team kept reviews fast while the contributor base grew tenfold.',
        submitterName: 'Bench Speaker',
      });

    const cases = [
      { label: 'GET /api/events?limit=12&sort=name', path: '/api/events?limit=12&sort=name' },
      {
        label: 'GET /api/events?limit=12&sort=-attendeeCount',
        path: '/api/events?limit=12&sort=-attendeeCount',
      },
      {
        // The calendar's six weeks around December 2026: 1,036 of the seeded events (616 running,
        // 420 with only their CFP deadline in the range).
        label: 'GET /api/events/calendar (6 weeks)',
        path: '/api/events/calendar?from=2026-11-29&to=2027-01-09',
      },
      { label: 'GET /api/events/{id}', path: `/api/events/${middleId}` },
      {
        label: 'POST /api/cfp-submissions',
        path: '/api/cfp-submissions',
        method: 'POST' as const,
        makeBody: () => submission(pickEvent()),
        bodies: Array.from({ length: 1000 }, () => submission(pickEvent())),
      },
    ];

    const rows: ResultRow[] = [];
    for (const item of cases) {
      const url = `${server.url}${item.path}`;
      const once = () =>
        fetch(url, { method: item.method ?? 'GET', headers, body: item.makeBody?.() }).then(
          async (response) => {
            if (response.status >= 300) {
              throw new Error(`${item.label}: ${response.status} ${await response.text()}`);
            }
            return response.text();
          },
        );
      await once(); // warm: prepared statements, the users row
      const queriesPerRequest = await server.queries.count(once);
      const cpuBefore = await cpuSnapshot(server);
      const result = await measure({
        url,
        method: item.method,
        headers,
        bodies: item.bodies,
        durationSeconds: ctx.durationSeconds,
        connections: ctx.connections,
      });
      const cpu = cpuPerRequest(cpuBefore, await cpuSnapshot(server), result.requests);
      const notes = [
        `CPU/req: node ${cpu.serverMs.toFixed(2)} ms` +
          (cpu.postgresMs === null ? '' : `, postgres ${cpu.postgresMs.toFixed(2)} ms`),
        `errors=${result.errors}`,
        `non2xx=${result.non2xx}`,
      ];
      if (item.path === '/api/events?limit=12&sort=name') {
        const met =
          result.p99Ms <= LIST_P99_TARGET_MS &&
          result.reqPerSec >= LIST_RPS_TARGET &&
          queriesPerRequest <= LIST_QUERY_TARGET;
        notes.push(
          `target p99<=${LIST_P99_TARGET_MS}ms, >=${LIST_RPS_TARGET} req/s, <=${LIST_QUERY_TARGET} SQL: ${met ? 'met' : 'missed'}`,
        );
      }
      rows.push({
        scenario: name,
        backend,
        case: item.label,
        reqPerSec: result.reqPerSec,
        p50Ms: result.p50Ms,
        p99Ms: result.p99Ms,
        queriesPerRequest,
        note: notes.join(' '),
      });
      ctx.log(
        `${backend}: ${item.label} ${result.reqPerSec.toFixed(0)} req/s p99 ${result.p99Ms} ms`,
      );
    }
    rows.unshift({
      scenario: name,
      backend,
      case: `seed ${eventIds.length} events (+${SUBMISSIONS_PER_EVENT} CFP, ${ATTENDEES_PER_EVENT} attendees, 1 asset each)`,
      durationMs: seedMs,
    });
    return rows;
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  return eachBackend(ctx, name, (backend) => benchBackend(ctx, backend));
}
