import type { z } from 'zod';
import { readAmount } from '@shared/money';
import type { tripLineInputSchema } from '@shared/schemas/trip';
import type { CurrencyAmount } from '@web/components/trips/money-totals';

/** A line as the form holds it: amounts as typed ('$2,500') or as numbers. */
export type TripLineDraft = z.input<typeof tripLineInputSchema>;

export type LineColumn = 'estimate' | 'actual';

/**
 * The column's sums per currency as the lines stand, amounts read as the schema reads them;
 * a line whose amount does not read yet counts for nothing. Added in thousandths (the finest
 * a currency has), so 0.1 + 0.2 stays 0.3.
 */
export function lineTotals(
  lines: readonly TripLineDraft[],
  column: LineColumn,
  defaultCurrency: string,
): CurrencyAmount[] {
  const sums = new Map<string, number>();
  for (const line of lines) {
    const value = line[column];
    if (value === null || value === undefined || value === '') continue;
    const read = readAmount(value);
    if (typeof read === 'string') continue;
    const currency = line.currency || read.currency || defaultCurrency;
    sums.set(currency, (sums.get(currency) ?? 0) + Math.round(read.amount * 1000));
  }
  return [...sums].map(([currency, thousandths]) => ({ currency, amount: thousandths / 1000 }));
}
