// Two app processes on one PostgreSQL (two app instances on one PGlite) send the same webhook outbox at the same moments: every
// change reaches the receiver once, signed. Real OS processes, a real HTTPS receiver.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { ManualClock } from '../../lib/clock';
import { SecretBox } from '../../lib/secret-box';
import { loadOrCreateSecrets } from '../../lib/secrets';
import { createEvent } from '../../test/factories/event-factory';
import { createUser } from '../../test/factories/user-factory';
import {
  createEmptyPostgresDatabase,
  databaseKind,
  openTestDatabase,
} from '../../test/test-database';
import { verifyStandardWebhook, WebhookReceiver } from '../../test/webhook-receiver';
import { newWebhookSecret } from './signature';

const SCRIPT = fileURLToPath(new URL('../../test/notification-process.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

interface AppProcess {
  child: ChildProcess;
  pass(at: string): Promise<{ others: number }>;
}

function startProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = fork(SCRIPT, [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', TEST_DB: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answers: ((message: { result?: { others: number }; error?: string }) => void)[] = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`app process exited (${code}) before ready`)));
    child.on(
      'message',
      (message: { ready?: boolean; result?: { others: number }; error?: string }) => {
        if (!message.ready) return answers.shift()?.(message);
        resolve({
          child,
          pass: (at) =>
            new Promise((done, fail) => {
              answers.push((answer) =>
                answer.result ? done(answer.result) : fail(new Error(answer.error)),
              );
              child.send({ at });
            }),
        });
      },
    );
  });
}

describe.runIf(databaseKind === 'postgres')('webhooks with two processes', () => {
  const receiver = new WebhookReceiver();
  const processes: AppProcess[] = [];
  let database: Database;
  let drop: () => Promise<void>;
  let dataDir: string;

  beforeAll(async () => {
    await receiver.start();
    const created = await createEmptyPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url });
    dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-webhooks-once-'));
    const env = {
      DATABASE_URL: created.url,
      DATA_DIR: dataDir,
      WEBHOOKS_ALLOW_PRIVATE: '1',
      TEST_WEBHOOK_CA: receiver.certificate.cert,
    };
    processes.push(...(await Promise.all([startProcess(env), startProcess(env)])));
  });
  afterAll(async () => {
    for (const { child } of processes) child.kill('SIGKILL');
    await database?.close();
    await drop?.();
    await receiver.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers each change once however the two claim', async () => {
    const { urlSigningKey } = await loadOrCreateSecrets(dataDir);
    const secret = newWebhookSecret();
    const owner = await createUser(database.db, { traits: ['admin'] });
    await database.db.insert(webhookEndpoints).values({
      url: receiver.url(),
      kind: 'standard',
      eventKinds: ['event.created'],
      secretEncrypted: new SecretBox(urlSigningKey, 'webhook-secrets').seal(secret),
      createdById: owner.id,
    });
    for (let i = 0; i < 60; i += 1) await createEvent(database.db, { name: `Conference ${i}` });
    const at = new Date(Date.now() + 1000).toISOString();
    const results = await Promise.all(processes.map((process) => process.pass(at)));
    expect(results.reduce((sum, result) => sum + result.others, 0)).toBe(60);
    await Promise.all(processes.map((process) => process.pass(at)));

    expect(receiver.received).toHaveLength(60);
    const ids = new Set(receiver.received.map((hook) => hook.headers['webhook-id']));
    expect(ids.size).toBe(60);
    for (const hook of receiver.received) verifyStandardWebhook(secret, hook.headers, hook.body);
    const rows = await database.db.select().from(webhookDeliveries);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe.runIf(databaseKind === 'pglite')('webhooks with two app instances on one PGlite', () => {
  const receiver = new WebhookReceiver();
  const clock = new ManualClock();
  let database: Database;
  let apps: App[] = [];
  let dataDir: string;

  beforeAll(async () => {
    await receiver.start();
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-webhooks-once-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DISCOVERY: 'off',
      WEBHOOKS_ALLOW_PRIVATE: '1',
    });
    const options = {
      database,
      clock,
      logger: false,
      notificationScheduler: false,
      discoveryScheduler: false,
      webhookFetch: { ca: receiver.certificate.cert },
    } as const;
    apps = await Promise.all([buildApp(config, options), buildApp(config, options)]);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await receiver.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers each change once when both instances pass at the same moment', async () => {
    const { urlSigningKey } = await loadOrCreateSecrets(dataDir);
    const secret = newWebhookSecret();
    await database.db.insert(webhookEndpoints).values({
      url: receiver.url(),
      kind: 'standard',
      eventKinds: ['event.created'],
      secretEncrypted: new SecretBox(urlSigningKey, 'webhook-secrets').seal(secret),
    });
    for (let i = 0; i < 30; i += 1) await createEvent(database.db, { name: `Conference ${i}` });
    clock.set(Date.now() + 1000);
    const results = await Promise.all(apps.map((app) => app.notifications.runPass()));
    expect(results.reduce((sum, result) => sum + result.others, 0)).toBe(30);
    expect(receiver.received).toHaveLength(30);
    expect(new Set(receiver.received.map((hook) => hook.headers['webhook-id'])).size).toBe(30);
    for (const hook of receiver.received) verifyStandardWebhook(secret, hook.headers, hook.body);
  });
});
