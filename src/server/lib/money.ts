import { amountDecimalsProblem } from '@shared/money';
import { ValidationError } from './errors';

interface MoneyChanges {
  amount?: number | null;
  currency?: string;
}

/**
 * The amount and currency a write stores: a currency exactly when there is an amount (the one
 * sent, else the record's, else DEFAULT_CURRENCY), and never more decimals than that currency
 * has. A 400 naming amount otherwise; for a partial update both stay absent when neither is sent.
 */
export function settleMoney(
  changes: MoneyChanges,
  existing: { amount: number | null; currency: string | null } | null,
  defaultCurrency: string,
): { amount?: number | null; currency?: string | null } {
  if (changes.amount === undefined && changes.currency === undefined) return {};
  const amount = changes.amount === undefined ? (existing?.amount ?? null) : changes.amount;
  if (amount === null) return { amount: null, currency: null };
  const currency = changes.currency ?? existing?.currency ?? defaultCurrency;
  const problem = amountDecimalsProblem(amount, currency);
  if (problem) throw new ValidationError(problem, { amount: problem });
  return { amount, currency };
}
