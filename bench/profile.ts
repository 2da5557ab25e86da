import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { measure, type LoadResult } from './lib/load';
import { startServer } from './lib/server';
import type { Backend } from './lib/types';
import { seedLists } from './scenarios/lists';

/**
 * A V8 CPU profile of the server's thread while autocannon requests one path, over the `events`
 * seed; prints the functions with the most self time and writes the .cpuprofile (open it in
 * Chrome DevTools' Performance panel or speedscope). Only the load window is profiled, not the
 * seeding. Usage: `node --import tsx bench/profile.ts [path…]` (the events list by default),
 * with BENCH_BACKENDS (the first one is used), BENCH_DURATION and BENCH_EVENTS as for the bench;
 * writes profile-1.cpuprofile… into BENCH_PROFILE_DIR (default: the current folder);
 * BENCH_PROFILE=0 measures the CPU without profiling.
 */
const paths = process.argv.length > 2 ? process.argv.slice(2) : ['/api/events?limit=12&sort=name'];
const outDir = process.env.BENCH_PROFILE_DIR ?? '.';
await mkdir(outDir, { recursive: true });
const backend = (process.env.BENCH_BACKENDS ?? 'postgres').split(',')[0] as Backend;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|bench)\//, '$1/');
  return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
}

/**
 * Per function (name and place), highest first: its self time, and its total time (samples with
 * it anywhere on the stack) for the functions of src/.
 */
export function summarise(profile: Profile, count = 40): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const selfUs = new Map<string, number>();
  const totalUs = new Map<string, number>();
  let allUs = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    allUs += delta;
    const self = frameName(byId.get(id)!);
    selfUs.set(self, (selfUs.get(self) ?? 0) + delta);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(byId.get(at)!);
      if (name.includes(' src/')) onStack.add(name);
    }
    for (const name of onStack) totalUs.set(name, (totalUs.get(name) ?? 0) + delta);
  });
  const top = (times: Map<string, number>) =>
    [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${((us / allUs) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return `self time:\n${top(selfUs)}\n\ntotal time, src/ functions:\n${top(totalUs)}`;
}

/** Requests per second and the server thread's user and system CPU per request during `load`. */
async function cpuOf(load: () => Promise<LoadResult>) {
  const before = process.threadCpuUsage();
  const result = await load();
  const used = process.threadCpuUsage(before);
  const perRequest = (us: number) => (us / 1000 / result.requests).toFixed(3);
  return {
    summary:
      `${result.requests} requests, ${result.reqPerSec.toFixed(0)} req/s, node CPU ` +
      `${perRequest(used.user + used.system)} ms/req (user ${perRequest(used.user)}, ` +
      `system ${perRequest(used.system)})`,
  };
}

const server = await startServer(backend);
try {
  const headers = await seedLists(server);
  for (const [index, path] of paths.entries()) {
    const out = join(outDir, `profile-${index + 1}.cpuprofile`);
    const url = `${server.url}${path}`;
    const warm = await fetch(url, { headers });
    if (warm.status !== 200) throw new Error(`${path}: ${warm.status} ${await warm.text()}`);
    const plain = await cpuOf(() => measure({ url, headers, durationSeconds, connections: 10 }));
    console.log(`${backend} ${path}: ${plain.summary}, profiler off`);
    if (process.env.BENCH_PROFILE === '0') continue;
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    const profiled = await cpuOf(() => measure({ url, headers, durationSeconds, connections: 10 }));
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    await writeFile(out, JSON.stringify(profile));
    console.log(`${backend} ${path}: ${profiled.summary}, profiler on, profile in ${out}`);
    console.log(summarise(profile));
  }
} finally {
  await server.close();
}
