import type { Sql } from 'postgres';
import type { BenchServer } from './server';

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The statements a request sent on PostgreSQL (the driver's debug hook) and their parameters. */
export async function sentStatements(server: BenchServer, request: () => Promise<unknown>) {
  const client = (server.db as unknown as { $client: Sql }).$client;
  const sent: { statement: string; parameters: unknown[] }[] = [];
  client.options.debug = (_connection, statement, parameters) => {
    sent.push({ statement, parameters: parameters as unknown[] });
  };
  try {
    await request();
  } finally {
    client.options.debug = false;
  }
  return { client, reads: sent.filter(({ statement }) => /^\s*(select|with)\b/i.test(statement)) };
}

/**
 * The database's own time for one request on PostgreSQL: the statements it sent (captured with
 * the driver's debug hook), each run again under EXPLAIN ANALYZE with timing off, planning and
 * execution summed.
 */
export async function databaseMs(server: BenchServer, request: () => Promise<unknown>) {
  const { client, reads } = await sentStatements(server, request);
  let total = 0;
  for (const { statement, parameters } of reads) {
    const [row] = await client.unsafe(
      `explain (analyze, timing off, format json) ${statement}`,
      parameters as never[],
    );
    const [plan] = row!['QUERY PLAN'] as { 'Planning Time': number; 'Execution Time': number }[];
    total += plan!['Planning Time'] + plan!['Execution Time'];
  }
  return total;
}
