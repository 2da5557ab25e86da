import type { Database } from '../db/client';
import { databaseMigratedFrom } from './migrated-from';

/**
 * Old free-text sponsorship amounts and what migration 0013 makes of them with DEFAULT_CURRENCY
 * CHF: the migration's test checks it does, and the API must read each the same way.
 */
export const OLD_AMOUNTS: [text: string | null, amount: string | null, currency: string | null][] =
  [
    ['$5,000', '5000.000', 'USD'],
    ['€2.500,50', '2500.500', 'EUR'],
    ['5k', '5000.000', 'CHF'],
    ['£1.2m', '1200000.000', 'GBP'],
    ['1 500 €', '1500.000', 'EUR'],
    ['USD 300', '300.000', 'USD'],
    ['300 aud', '300.000', 'AUD'],
    ['$300 CAD', '300.000', 'CAD'],
    ['¥1,500', '1500.000', 'JPY'],
    ['EUR 1.234,5', '1234.500', 'EUR'],
    ['$1,234.56', '1234.560', 'USD'],
    ['1,000,000', '1000000.000', 'CHF'],
    ['12.345', '12345.000', 'CHF'],
    ['2,5', '2.500', 'CHF'],
    ["1'000 CHF", '1000.000', 'CHF'],
    ['750', '750.000', 'CHF'],
    ['2.5K', '2500.000', 'CHF'],
    [null, null, null],
    ['   ', null, null],
  ];
/** Old amounts the migration does not read: it keeps them in the notes. */
export const UNREADABLE_OLD_AMOUNTS = ['TBD', '¥12.5', '-5', 'five thousand', '$'];

const quoted = (text: string | null) =>
  text === null ? 'null' : `'${text.replaceAll("'", "''")}'`;

/**
 * An event (id 1) and one sponsorship per old amount, in OLD_AMOUNTS then UNREADABLE_OLD_AMOUNTS
 * order, the first unreadable one with a note already.
 */
const OLD_ROWS = `
  insert into events (name, link, start_date, end_date, location)
  values ('Old Conf', 'https://old.example', '2026-03-01', '2026-03-02', 'Berlin');
  insert into sponsorships (event_id, sponsor_name, tier, amount, notes)
  select 1, 'Sponsor ' || n, 'gold', amount, notes
  from unnest(
    array[${[...OLD_AMOUNTS.map(([text]) => text), ...UNREADABLE_OLD_AMOUNTS].map(quoted).join(', ')}]::text[],
    array[${[...OLD_AMOUNTS, ...UNREADABLE_OLD_AMOUNTS].map((_row, i) => (i === OLD_AMOUNTS.length ? `'Booth 12'` : 'null')).join(', ')}]::text[]
  ) with ordinality as old(amount, notes, n);
`;

/**
 * A database holding the old amounts as text before migration 0013, then opened (so migrated to
 * the latest schema) with DEFAULT_CURRENCY CHF; close() also removes it.
 */
export async function databaseMigratedFromOldAmounts(log: {
  warn(message: string): void;
}): Promise<Database> {
  return databaseMigratedFrom(13, OLD_ROWS, { log, defaultCurrency: 'CHF' });
}
