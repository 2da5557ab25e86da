import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { printTable } from './lib/table';
import type { Backend, BenchContext, ResultRow, Scenario } from './lib/types';

// Runs every bench/scenarios/*.ts (or those named on the command line) and prints one table.
const scenariosDir = fileURLToPath(new URL('./scenarios/', import.meta.url));
const wanted = process.argv.slice(2);

const backends = (process.env.BENCH_BACKENDS ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is Backend => name === 'pglite' || name === 'postgres');

const ctx: BenchContext = {
  backends,
  durationSeconds: Number(process.env.BENCH_DURATION ?? 10),
  connections: 10,
  log: (message) => process.stderr.write(`[bench] ${message}\n`),
};

const files = (await readdir(scenariosDir)).filter((file) => file.endsWith('.ts')).sort();
const rows: ResultRow[] = [];
for (const file of files) {
  const scenario = (await import(pathToFileURL(`${scenariosDir}${file}`).href)) as Scenario;
  if (wanted.length > 0 && !wanted.includes(scenario.name)) continue;
  ctx.log(`scenario ${scenario.name}`);
  try {
    rows.push(...(await scenario.run(ctx)));
  } catch (error) {
    ctx.log(`scenario ${scenario.name} failed: ${(error as Error).stack ?? String(error)}`);
    rows.push({ scenario: scenario.name, backend: '-', case: 'failed', note: String(error) });
    process.exitCode = 1;
  }
}

const [load1, load5] = os.loadavg();
console.log(
  `\nmachine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
    `load ${load1!.toFixed(2)} / ${load5!.toFixed(2)} (1 / 5 min)\n`,
);
printTable(rows);
