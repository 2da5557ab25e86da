import cluster, { type Worker } from 'node:cluster';
import type { Config } from '../config';
import { loadSecrets } from '../lib/secrets';
import { primaryLog } from './primary-log';
import { READY_MESSAGE, WORKER_SLOT_VARIABLE } from './worker';

/** A worker that dies before it is ready, or sooner than this after it was started, failed at start-up. */
export const QUICK_DEATH_MS = 10_000;
/** This many quick deaths within QUICK_DEATH_WINDOW_MS and the primary gives up (exit 1). */
export const MAX_QUICK_DEATHS = 5;
const QUICK_DEATH_WINDOW_MS = 60_000;
/** A quickly dead worker is replaced after 0.5 s, then 1, 2, 4 s… while deaths keep coming. */
const FIRST_BACKOFF_MS = 500;
/** Workers still running this long after SIGTERM are killed. */
const STOP_TIMEOUT_MS = 30_000;

interface Slot {
  worker?: Worker;
  startedAt: number;
  ready: boolean;
  /** The pid this slot's worker replaces, logged once the replacement is ready. */
  replaces?: number;
  /** A replacement waiting out its back-off. */
  timer?: NodeJS.Timeout;
}

/**
 * The primary of WEB_CONCURRENCY > 1: forks that many workers running this same file (each
 * builds the app and listens on the one port, which node:cluster shares), opens no database
 * itself, replaces a worker that dies (with a back-off, and gives up with exit 1 when workers
 * keep dying at start-up), and on SIGTERM/SIGINT stops them all and exits 0.
 */
export async function runPrimary(config: Config, startedAt: number): Promise<void> {
  const log = primaryLog(config.logLevel);
  const count = config.webConcurrency;
  // Checked (and DATA_DIR/secrets.json created) once here: a bad SECRETS_FILE stops start-up
  // instead of failing every worker, and workers never race to create the file.
  await loadSecrets(config);

  const slots: Slot[] = Array.from({ length: count }, () => ({ startedAt: 0, ready: false }));
  const readySlots = new Set<number>();
  const quickDeaths: number[] = [];
  let stopping: 'shutdown' | 'giving up' | undefined;

  const fork = (index: number) => {
    const slot = slots[index]!;
    slot.timer = undefined;
    slot.startedAt = Date.now();
    slot.ready = false;
    // Slot 0 also serves the control socket (DATA_DIR/control.sock): only one process may.
    slot.worker = cluster.fork({ [WORKER_SLOT_VARIABLE]: String(index) });
    const worker = slot.worker;
    worker.on('message', (message: unknown) => {
      if (message !== READY_MESSAGE || slot.worker !== worker) return;
      slot.ready = true;
      const pid = worker.process.pid;
      if (slot.replaces !== undefined) {
        log.info(
          `Worker pid ${pid} replaced pid ${slot.replaces} (worker ${index + 1} of ${count})`,
        );
        slot.replaces = undefined;
      }
      if (readySlots.has(index)) return;
      readySlots.add(index);
      if (readySlots.size === count) {
        const pids = slots.map((s) => s.worker?.process.pid).join(', ');
        log.info(
          `OSPO Events ${config.version} ready at ${config.publicUrl} in ${Math.round(performance.now() - startedAt)} ms ` +
            `(${count} processes, pids ${pids}; database: PostgreSQL, identity: ${config.oidc.mode === 'local' ? 'built-in provider' : config.oidc.issuer})`,
        );
      }
    });
  };

  const finish = (code: number) => {
    const running = slots.flatMap((slot) => (slot.worker ? [slot.worker] : []));
    for (const slot of slots) clearTimeout(slot.timer);
    if (!running.length) process.exit(code);
    const force = setTimeout(() => {
      log.warn(`Workers still running ${STOP_TIMEOUT_MS / 1000} s after SIGTERM: killing them`);
      for (const worker of running) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    cluster.on('exit', () => {
      if (slots.some((slot) => slot.worker)) return;
      clearTimeout(force);
      if (code === 0) log.info('All workers stopped');
      process.exit(code);
    });
    for (const worker of running) worker.process.kill('SIGTERM');
  };

  cluster.on('exit', (worker, code, signal) => {
    const index = slots.findIndex((slot) => slot.worker === worker);
    if (index < 0) return;
    const slot = slots[index]!;
    slot.worker = undefined;
    if (stopping) return;
    const pid = worker.process.pid;
    const ranMs = Date.now() - slot.startedAt;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    const now = Date.now();
    const quick = !slot.ready || ranMs < QUICK_DEATH_MS;
    if (quick) quickDeaths.push(now);
    while (quickDeaths.length && quickDeaths[0]! <= now - QUICK_DEATH_WINDOW_MS)
      quickDeaths.shift();
    if (quickDeaths.length >= MAX_QUICK_DEATHS) {
      stopping = 'giving up';
      log.fatal(
        `Worker pid ${pid} ${how} ${Math.round(ranMs / 100) / 10} s after it started: workers keep ` +
          `dying while starting (${quickDeaths.length} times in ${QUICK_DEATH_WINDOW_MS / 1000} s), ` +
          'so the server stops. Their errors, if they wrote any, are above.',
      );
      finish(1);
      return;
    }
    const delay = quick ? FIRST_BACKOFF_MS * 2 ** (quickDeaths.length - 1) : 0;
    log.warn(
      `Worker pid ${pid} ${how} after ${Math.round(ranMs / 100) / 10} s; starting a replacement` +
        (delay ? ` in ${delay / 1000} s` : ''),
    );
    slot.replaces = pid;
    slot.timer = setTimeout(() => fork(index), delay);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = 'shutdown';
      log.info(`${signal} received, stopping ${count} workers`);
      finish(0);
    });
  }
  for (let index = 0; index < count; index++) fork(index);
}
