import { desc, asc, eq, sql } from 'drizzle-orm';
import {
  EXCHANGE_RATE_MESSAGES,
  type ExchangeRate,
  type ExchangeRateInput,
} from '@shared/schemas/exchange-rate';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema/index';
import type { CurrentUser } from '../../lib/identity';
import { NotFoundError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';

const columns = {
  id: exchangeRates.id,
  base: exchangeRates.base,
  quote: exchangeRates.quote,
  month: exchangeRates.month,
  rate: sql<number>`${exchangeRates.rate}::float8`,
  version: exchangeRates.version,
  updatedAt: sql<string>`${exchangeRates.updatedAt}`,
};

const toRate = (row: ExchangeRate): ExchangeRate => ({
  ...row,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export async function listExchangeRates(db: Db, user: CurrentUser): Promise<ExchangeRate[]> {
  ensure(can.administer(user), EXCHANGE_RATE_MESSAGES.adminsOnly);
  const rows = await db
    .select(columns)
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.month), asc(exchangeRates.base), asc(exchangeRates.quote));
  return rows.map(toRate);
}

/** Sets the pair's rate for the month: a new row, or the existing one changed. */
export async function putExchangeRate(
  db: Db,
  user: CurrentUser,
  input: ExchangeRateInput,
): Promise<ExchangeRate> {
  ensure(can.administer(user), EXCHANGE_RATE_MESSAGES.adminsOnly);
  const [row] = await db.transaction(async (tx) => {
    await actAs(tx, user);
    return tx
      .insert(exchangeRates)
      .values(input)
      .onConflictDoUpdate({
        target: [exchangeRates.base, exchangeRates.quote, exchangeRates.month],
        set: { rate: input.rate, updatedAt: new Date() },
      })
      .returning(columns);
  });
  return toRate(row!);
}

export async function deleteExchangeRate(db: Db, user: CurrentUser, id: number): Promise<void> {
  ensure(can.administer(user), EXCHANGE_RATE_MESSAGES.adminsOnly);
  const deleted = await db.transaction(async (tx) => {
    await actAs(tx, user);
    return tx
      .delete(exchangeRates)
      .where(eq(exchangeRates.id, id))
      .returning({ id: exchangeRates.id });
  });
  if (deleted.length === 0) throw new NotFoundError(EXCHANGE_RATE_MESSAGES.notFound);
}
