import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './columns';

/**
 * What one `base` is worth in `quote` during a month (YYYY-MM), entered by an admin. Reports
 * convert money with it; without a rate they keep each currency apart.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    month: text('month').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10, mode: 'number' }).notNull(),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_month_key').on(t.base, t.quote, t.month),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check('exchange_rates_base_code', sql`${t.base} ~ '^[A-Z]{3}$'`),
    check('exchange_rates_quote_code', sql`${t.quote} ~ '^[A-Z]{3}$'`),
    check('exchange_rates_pair', sql`${t.base} <> ${t.quote}`),
    check('exchange_rates_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
