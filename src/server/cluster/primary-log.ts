import { hostname } from 'node:os';
import type { Config } from '../config';

/** pino's numbers, so the primary's lines read like the workers' (Fastify's logger). */
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

export type PrimaryLog = Record<keyof typeof LEVELS, (message: string) => void>;

/**
 * The primary's log: one JSON line per message in pino's shape (level, time, pid, hostname, msg)
 * on stdout, filtered by LOG_LEVEL. The primary loads no app, so it has no Fastify logger.
 */
export function primaryLog(level: Config['logLevel']): PrimaryLog {
  const threshold = level === 'silent' ? Number.POSITIVE_INFINITY : LEVELS[level];
  const host = hostname();
  const write = (value: number) => (msg: string) => {
    if (value < threshold) return;
    const line = { level: value, time: Date.now(), pid: process.pid, hostname: host, msg };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return {
    trace: write(LEVELS.trace),
    debug: write(LEVELS.debug),
    info: write(LEVELS.info),
    warn: write(LEVELS.warn),
    error: write(LEVELS.error),
    fatal: write(LEVELS.fatal),
  };
}
