import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/lib/sql';
import { verifyStandardWebhook, WebhookReceiver } from '../../src/server/test/webhook-receiver';
import { eachBackend } from '../lib/backends';
import { startServer, type BenchServer } from '../lib/server';
import { accessToken } from '../lib/tokens';
import type { Backend, BenchContext, ResultRow } from '../lib/types';

/**
 * Issue 29: "a burst of 1,000 changes delivers 1,000 signed webhooks to a local receiver within
 * 30 s with no duplicate ids". An admin adds one enabled standard endpoint through the API (as
 * Admin → Webhooks does; the answer holds the secret) for `event.created`, pointing at the tests'
 * HTTPS receiver on 127.0.0.1 (self-signed, trusted through `webhookFetch.ca`;
 * WEBHOOKS_ALLOW_PRIVATE=1 lets a loopback address through). Two bursts of 1,000 event creations
 * follow, each trigger queueing one delivery:
 * - through `POST /api/events`, `ctx.connections` clients at once: how a burst reaches a real
 *   instance (each change its own transaction, the pass claiming rows while more arrive; the
 *   bench's WRITE_RATE_LIMIT is already far above 1,000). The API's write rate bounds this one;
 * - as one multi-row INSERT (the trigger fires 1,000 times in one transaction, as an import or a
 *   cascade does): all 1,000 are queued at once, so the figure is the sending time alone.
 *
 * Deliveries go out as in production, from the app's own notification scheduler, but every
 * PASS_INTERVAL_MS (100 ms) instead of NOTIFICATION_PASS_SECONDS (60 s by default, 1 s at least):
 * the figure is the sending time, not the wait for the next pass, which a real instance adds (up
 * to one interval). The scheduler's first pass comes 5 s after start-up; the bursts start after
 * it. Measured: from the first change until the receiver holds 1,000 deliveries whose Standard
 * Webhooks signature verifies with the endpoint's secret (distinct `webhook-id`s), then
 * duplicates, bad signatures and every webhook_deliveries row's status once the outbox is empty.
 * The receiver shares the process (and the event loop) with the server, as in the tests.
 */
export const name = 'webhooks';

const CHANGES = Number(process.env.BENCH_WEBHOOK_CHANGES ?? 1_000);
const TARGET_S = 30;
const PASS_INTERVAL_MS = 100;
/** The scheduler's first pass comes 5 s after the app is ready (scheduler.start). */
const FIRST_PASS_MS = 5_000;
/** Give up waiting this long after the first change. */
const GIVE_UP_MS = 180_000;

interface Tally {
  ids: Set<string>;
  received: number;
  duplicates: number;
  invalid: number;
}

/** Verifies the hooks received since the last call; duplicates are ids already seen. */
function tallyNew(receiver: WebhookReceiver, secret: string, tally: Tally): void {
  for (; tally.received < receiver.received.length; tally.received++) {
    const hook = receiver.received[tally.received]!;
    try {
      verifyStandardWebhook(secret, hook.headers, hook.body);
    } catch {
      tally.invalid++;
      continue;
    }
    const id = String(hook.headers['webhook-id']);
    if (tally.ids.has(id)) tally.duplicates++;
    else tally.ids.add(id);
  }
}

/** `count` event creations through the API by `clients` clients at once. */
async function createEvents(
  server: BenchServer,
  headers: Record<string, string>,
  count: number,
  clients: number,
): Promise<number> {
  let next = 0;
  let failed = 0;
  const client = async () => {
    for (let n = next++; n < count; n = next++) {
      const response = await fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `Webhook burst ${n}`,
          link: `https://events.example.org/burst-${n}`,
          location: 'Berlin, Germany',
          startDate: '2027-03-01',
          endDate: '2027-03-03',
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) failed++;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return failed;
}

async function deliveryStatuses(server: BenchServer): Promise<Record<string, number>> {
  const rows = rowsOf<{ status: string; count: number }>(
    await server.db.execute(
      sql`select status, count(*)::int as count from webhook_deliveries group by status`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

/** Makes the burst's changes; resolves when they are all committed (what the writes took). */
type Burst = () => Promise<{ note: string; reqPerSec?: number }>;

/** Runs a burst and measures from its first change until CHANGES verified deliveries arrived. */
async function measureBurst(
  ctx: BenchContext,
  server: BenchServer,
  receiver: WebhookReceiver,
  secret: string,
  label: string,
  burst: Burst,
): Promise<ResultRow[]> {
  const backend = server.backend;
  receiver.clear();
  await server.db.execute(sql`delete from webhook_deliveries`);
  ctx.log(`${backend}: ${label}`);
  const tally: Tally = { ids: new Set(), received: 0, duplicates: 0, invalid: 0 };
  const started = performance.now();
  let writesMs = 0;
  const writes = burst().then((result) => {
    writesMs = performance.now() - started;
    return result;
  });
  let lastMs: number | undefined;
  while (performance.now() - started < GIVE_UP_MS) {
    tallyNew(receiver, secret, tally);
    if (tally.ids.size >= CHANGES) {
      lastMs = performance.now() - started;
      break;
    }
    await sleep(5);
  }
  const written = await writes;
  // Let the outbox empty (or give up), then count once more: a late duplicate would show.
  let statuses = await deliveryStatuses(server);
  for (let waited = 0; (statuses.pending ?? 0) + (statuses.sending ?? 0) > 0; waited += 100) {
    if (waited > 10_000) break;
    await sleep(100);
    statuses = await deliveryStatuses(server);
  }
  await sleep(500);
  tallyNew(receiver, secret, tally);
  const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const met =
    lastMs !== undefined &&
    lastMs <= TARGET_S * 1000 &&
    tally.duplicates === 0 &&
    tally.invalid === 0 &&
    statuses.sent === CHANGES &&
    total === CHANGES;
  const load = loadavg()[0]!.toFixed(1);
  const seconds =
    lastMs === undefined ? `none in ${GIVE_UP_MS / 1000} s` : `${(lastMs / 1000).toFixed(1)} s`;
  ctx.log(
    `${backend}: ${tally.ids.size} verified in ${seconds}, writes ${Math.round(writesMs)} ms`,
  );
  const statusNote = Object.entries(statuses)
    .map(([status, count]) => `${status}=${count}`)
    .join(' ');
  return [
    {
      scenario: name,
      backend,
      case: `${label}: the writes`,
      reqPerSec: written.reqPerSec,
      durationMs: Math.round(writesMs),
      note: `${written.note}; load ${load}`,
    },
    {
      scenario: name,
      backend,
      case: `${label}: first change → ${CHANGES}th verified webhook`,
      durationMs: lastMs === undefined ? undefined : Math.round(lastMs),
      note:
        `${seconds}; received=${tally.received} distinct ids=${tally.ids.size} ` +
        `duplicates=${tally.duplicates} invalid signatures=${tally.invalid}; rows ${statusNote}; ` +
        `≤${TARGET_S} s: ${met ? 'met' : 'missed'}; load ${load}`,
    },
  ];
}

async function benchBackend(
  ctx: BenchContext,
  backend: Backend,
  receiver: WebhookReceiver,
): Promise<ResultRow[]> {
  const server = await startServer(backend, {
    env: { WEBHOOKS_ALLOW_PRIVATE: '1' },
    webhookFetch: { ca: receiver.certificate.cert },
    notificationScheduler: { intervalMs: PASS_INTERVAL_MS },
  });
  const ready = performance.now();
  try {
    const token = await accessToken(server, {
      sub: 'bench-webhooks',
      username: 'hookadmin',
      roles: ['user', 'admin'],
    });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: receiver.url('127.0.0.1'), eventKinds: ['event.created'] }),
    });
    if (created.status !== 201) throw new Error(`POST /api/webhooks: ${await created.text()}`);
    const { secret } = (await created.json()) as { secret: string };
    await sleep(Math.max(0, FIRST_PASS_MS + 500 - (performance.now() - ready)));

    const api = `POST /api/events ×${CHANGES} (${ctx.connections} clients)`;
    const rows = await measureBurst(ctx, server, receiver, secret, api, async () => {
      const started = performance.now();
      const failed = await createEvents(server, headers, CHANGES, ctx.connections);
      const reqPerSec = Math.round((CHANGES / (performance.now() - started)) * 10_000) / 10;
      return { note: `errors=${failed}`, reqPerSec };
    });
    const insert = `one INSERT of ${CHANGES} events (SQL)`;
    rows.push(
      ...(await measureBurst(ctx, server, receiver, secret, insert, async () => {
        await server.db.execute(sql`
          insert into events (name, link, start_date, end_date, location)
          select 'SQL burst ' || n, 'https://events.example.org/sql-' || n, date '2027-04-01',
                 date '2027-04-03', 'Lisbon, Portugal'
          from generate_series(1, ${CHANGES}) n`);
        return { note: 'one transaction, the trigger fired per row' };
      })),
    );
    return rows;
  } finally {
    await server.close();
  }
}

export async function run(ctx: BenchContext): Promise<ResultRow[]> {
  const receiver = new WebhookReceiver();
  await receiver.start();
  try {
    return await eachBackend(ctx, name, (backend) => benchBackend(ctx, backend, receiver));
  } finally {
    await receiver.stop();
  }
}
