import { readFile } from 'node:fs/promises';
import type { BenchServer } from './server';

const MS_PER_CLOCK_TICK = 10; // Linux USER_HZ is 100

/** CPU milliseconds used so far by the server's thread and by each of its PostgreSQL backends. */
export interface CpuSnapshot {
  serverMs: number;
  /** pid → ms; empty on PGlite (it runs on the server's thread) or when /proc cannot be read. */
  postgresMs: Map<number, number>;
}

/** CPU milliseconds (user + system) a process has used so far, from /proc. */
export async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // After the command name (which may hold spaces) utime and stime are the 12th and 13th fields.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_CLOCK_TICK;
}

/** Reads the CPU used so far; `cpuPerRequest` compares two of these. */
export async function cpuSnapshot(server: BenchServer): Promise<CpuSnapshot> {
  const thread = process.threadCpuUsage();
  const serverMs = (thread.user + thread.system) / 1000;
  const postgresMs = new Map<number, number>();
  if (server.backend !== 'postgres') return { serverMs, postgresMs };
  try {
    const rows = (await server.db.execute(
      'select pid from pg_stat_activity where datname = current_database()',
    )) as unknown as { pid: number }[];
    for (const { pid } of rows) postgresMs.set(pid, await processCpuMs(pid));
  } catch {
    postgresMs.clear(); // PostgreSQL on another machine: its CPU is not ours to read
  }
  return { serverMs, postgresMs };
}

/** CPU ms per request between two snapshots: the server's thread and PostgreSQL (null if unknown). */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  let postgres = 0;
  for (const [pid, ms] of after.postgresMs) postgres += ms - (before.postgresMs.get(pid) ?? 0);
  return {
    serverMs: (after.serverMs - before.serverMs) / requests,
    postgresMs: after.postgresMs.size > 0 ? postgres / requests : null,
  };
}
