import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Sql } from 'postgres';

/** Counts SQL statements sent to the database (BEGIN and COMMIT included). */
export class QueryCounter {
  total = 0;
  /** The SQL text of the last statement (for EXPLAIN while profiling). */
  lastStatement = '';

  private postgres: Sql | undefined;

  /**
   * Statements run while `action` runs (run it alone: concurrent requests would count too). On
   * PostgreSQL only these are counted: see watchPostgres.
   */
  async count(action: () => Promise<unknown>): Promise<number> {
    const before = this.total;
    if (this.postgres) this.postgres.options.debug = this.postgresDebug;
    try {
      await action();
    } finally {
      if (this.postgres) this.postgres.options.debug = false;
    }
    return this.total - before;
  }

  /**
   * For a postgres.js client created without `debug`: `count` sets its debug hook (called once
   * per statement sent) for the time it counts. A client created with `debug` captures a stack
   * trace (new Error) for every query, which would add ~10% to the Node CPU a request is
   * measured at; set at run time the hook counts without that.
   */
  watchPostgres(client: Sql): void {
    this.postgres = client;
  }

  private readonly postgresDebug = (_connection: number, statement: string) => {
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
