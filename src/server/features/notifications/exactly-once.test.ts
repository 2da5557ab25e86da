// Two app processes on one PostgreSQL and a crash in the middle of a pass: every reminder still
// arrives exactly once. Real OS processes (the whole app, each with its own connections), a real
// SMTP server, a clock each process takes from the test.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { notificationOutbox, notifications, users } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createUser } from '../../test/factories/user-factory';
import { SmtpSink } from '../../test/smtp-sink';
import { createEmptyPostgresDatabase, databaseKind } from '../../test/test-database';
import type { PassResult } from './scheduler';

const SCRIPT = fileURLToPath(new URL('../../test/notification-process.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

interface AppProcess {
  child: ChildProcess;
  pass(at: string): Promise<PassResult>;
  exited: Promise<unknown>;
}

function startProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = fork(SCRIPT, [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', TEST_DB: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const answers: ((message: { result?: PassResult; error?: string }) => void)[] = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`app process exited (${code}) before ready`)));
    child.on('message', (message: { ready?: boolean; result?: PassResult; error?: string }) => {
      if (message.ready) {
        resolve({
          child,
          exited,
          pass: (at) =>
            new Promise((done, fail) => {
              answers.push((answer) =>
                answer.result ? done(answer.result) : fail(new Error(answer.error)),
              );
              child.send({ at });
            }),
        });
      } else answers.shift()?.(message);
    });
  });
}

describe.runIf(databaseKind === 'postgres')('reminders with several processes', () => {
  const smtp = new SmtpSink();
  const processes: AppProcess[] = [];
  let database: Database;
  let drop: () => Promise<void>;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    await smtp.start();
    const created = await createEmptyPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url });
    dataDir = await mkdtemp(path.join(tmpdir(), 'ospo-exactly-once-'));
    env = { DATABASE_URL: created.url, DATA_DIR: dataDir, SMTP_URL: smtp.url };
  });
  afterAll(async () => {
    for (const { child } of processes) child.kill('SIGKILL');
    await database?.close();
    await drop?.();
    await smtp.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers each reminder once through a crash mid-send and two processes racing', async () => {
    // 30 people whose reminder falls at 08:00 UTC (09:00 in UTC+1) and 30 at 09:00 UTC.
    const emails: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const user = await createUser(database.db, { username: `person${i}` });
      await database.db
        .update(users)
        .set({ timeZone: i < 30 ? 'Etc/GMT-1' : 'UTC' })
        .where(eq(users.id, user.id));
      await createEvent(database.db, {
        name: `Conference ${i}`,
        cfpDeadline: '2031-03-13',
        startDate: '2031-05-01',
        endDate: '2031-05-01',
        createdById: user.id,
      });
      emails.push(user.email!);
    }

    // The first process writes the 08:00 reminders, sends four, and dies while the mail server
    // holds the fifth: claimed rows stay leased to a process that no longer exists.
    const first = await startProcess(env);
    processes.push(first);
    const held = smtp.holdMessageAfter(4);
    void first.pass('2031-03-10T08:00:00Z').catch(() => undefined);
    await held;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(smtp.messages).toHaveLength(4);

    // A restart: two new processes on the same database pass at the same moments.
    const [second, third] = await Promise.all([startProcess(env), startProcess(env)]);
    processes.push(second, third);
    for (const at of ['2031-03-10T08:01:00Z', '2031-03-10T09:00:00Z', '2031-03-10T09:05:00Z']) {
      await Promise.all([second.pass(at), third.pass(at)]);
    }
    const results = await Promise.all([
      second.pass('2031-03-10T10:00:00Z'),
      third.pass('2031-03-10T10:00:00Z'),
    ]);
    expect(results.map((result) => result.written + result.sent)).toEqual([0, 0]);

    const received = smtp.messages.map((message) => message.to[0]!).sort();
    expect(received).toEqual([...emails].sort());
    expect(new Set(smtp.messages.map((message) => message.subject)).size).toBe(60);
    const [outbox] = await database.db.select({ rows: count() }).from(notificationOutbox);
    const [inApp] = await database.db.select({ rows: count() }).from(notifications);
    expect([outbox!.rows, inApp!.rows]).toEqual([60, 60]);
    const statuses = await database.db
      .select({ status: notificationOutbox.emailStatus, rows: count() })
      .from(notificationOutbox)
      .groupBy(notificationOutbox.emailStatus);
    expect(statuses).toEqual([{ status: 'sent', rows: 60 }]);
  });
});
