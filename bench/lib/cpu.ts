import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Db } from '../../src/server/db/client';
import type { BenchServer } from './server';

const MS_PER_CLOCK_TICK = 10; // Linux USER_HZ is 100

/** CPU milliseconds used so far by the server's thread and by each of its PostgreSQL backends. */
export interface CpuSnapshot {
  serverMs: number;
  /** pid → ms; empty on PGlite (it runs on the server's thread) or when /proc cannot be read. */
  postgresMs: Map<number, number>;
}

/** The fields of /proc/{pid}/stat after the command name (which may hold spaces). */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** CPU milliseconds (user + system) a process has used so far, from /proc. */
export async function processCpuMs(pid: number): Promise<number> {
  // utime and stime are the 12th and 13th fields after the command name.
  const fields = statFields(await readFile(`/proc/${pid}/stat`, 'utf8'));
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_CLOCK_TICK;
}

/** The pids whose parent is `pid` (a cluster's workers), from /proc. */
export function childPids(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(statFields(readFileSync(`/proc/${entry}/stat`, 'utf8'))[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** CPU ms so far of a process and its children (a cluster's primary and workers). */
export async function processTreeCpuMs(pid: number): Promise<number> {
  let total = 0;
  for (const each of [pid, ...childPids(pid)]) total += await processCpuMs(each);
  return total;
}

/**
 * pid → CPU ms so far of the PostgreSQL backends serving `db`'s database; empty when PostgreSQL
 * runs on another machine (its CPU is not ours to read). A backend gone meanwhile is left out.
 */
export async function postgresBackendsCpu(db: Db): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  try {
    const rows = (await db.execute(
      'select pid from pg_stat_activity where datname = current_database()',
    )) as unknown as { pid: number }[];
    for (const { pid } of rows) cpu.set(pid, await processCpuMs(pid).catch(() => 0));
  } catch {
    cpu.clear();
  }
  return cpu;
}

/** CPU ms the backends used between two readings (one started meanwhile counts from 0). */
export function backendsCpuSince(before: Map<number, number>, after: Map<number, number>) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Reads the CPU used so far; `cpuPerRequest` compares two of these. */
export async function cpuSnapshot(server: BenchServer): Promise<CpuSnapshot> {
  const thread = process.threadCpuUsage();
  const serverMs = (thread.user + thread.system) / 1000;
  const postgresMs =
    server.backend === 'postgres' ? await postgresBackendsCpu(server.db) : new Map();
  return { serverMs, postgresMs };
}

/** CPU ms per request between two snapshots: the server's thread and PostgreSQL (null if unknown). */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  return {
    serverMs: (after.serverMs - before.serverMs) / requests,
    postgresMs:
      after.postgresMs.size > 0
        ? backendsCpuSince(before.postgresMs, after.postgresMs) / requests
        : null,
  };
}
