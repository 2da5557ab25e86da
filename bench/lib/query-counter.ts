import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Counts SQL statements sent to the database (BEGIN and COMMIT included). */
export class QueryCounter {
  total = 0;
  /** The SQL text of the last statement (for EXPLAIN while profiling). */
  lastStatement = '';

  /** Statements run while `action` runs (run it alone: concurrent requests would count too). */
  async count(action: () => Promise<unknown>): Promise<number> {
    const before = this.total;
    await action();
    return this.total - before;
  }

  /** For postgres.js: pass as its `debug` option (called once per statement sent). */
  readonly postgresDebug = (_connection: number, statement: string) => {
    this.total += 1;
    this.lastStatement = statement;
  };

  /** Wraps a PGlite instance's query, exec and transaction so every statement is counted. */
  wrapPglite(pglite: PGlite): void {
    const query = pglite.query.bind(pglite);
    const exec = pglite.exec.bind(pglite);
    const transaction = pglite.transaction.bind(pglite);
    pglite.query = ((...args: Parameters<PGlite['query']>) => {
      this.total += 1;
      this.lastStatement = args[0];
      return query(...args);
    }) as PGlite['query'];
    pglite.exec = ((...args: Parameters<PGlite['exec']>) => {
      this.total += 1;
      return exec(...args);
    }) as PGlite['exec'];
    pglite.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) => {
      this.total += 2; // BEGIN and COMMIT (or ROLLBACK)
      return transaction((tx) => callback(this.wrapTransaction(tx)));
    }) as PGlite['transaction'];
  }

  private wrapTransaction(tx: Transaction): Transaction {
    const counted = Object.create(tx) as Transaction;
    counted.query = ((...args: Parameters<Transaction['query']>) => {
      this.total += 1;
      return tx.query(...args);
    }) as Transaction['query'];
    counted.exec = ((...args: Parameters<Transaction['exec']>) => {
      this.total += 1;
      return tx.exec(...args);
    }) as Transaction['exec'];
    return counted;
  }
}
