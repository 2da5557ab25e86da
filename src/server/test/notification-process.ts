// A real app process for the exactly-once tests: the whole app (buildApp) on DATABASE_URL with a
// ManualClock, its notification pass driven over IPC: { at } → sets the clock, runs one pass,
// answers { result }. Started with `node --import tsx` and an IPC channel.
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ManualClock } from '../lib/clock';

const clock = new ManualClock(0);
const app = await buildApp(loadConfig(), {
  clock,
  notificationScheduler: false,
  discoveryScheduler: false,
  logger: false,
  // The webhook tests' self-signed receiver.
  webhookFetch: process.env.TEST_WEBHOOK_CA ? { ca: process.env.TEST_WEBHOOK_CA } : undefined,
});
await app.ready();

process.on('message', (message: { at?: string; close?: boolean }) => {
  if (message.close) {
    void app.close().then(() => process.exit(0));
    return;
  }
  clock.set(message.at!);
  app.notifications.runPass().then(
    (result) => process.send!({ result }),
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
process.send!({ ready: true });
