/** Money as a number in a currency's units plus its ISO 4217 code, checked the same way by server and web. */
import { z } from 'zod';

/** The ISO 4217 codes this runtime's Intl knows. */
export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');
const knownCodes = new Set(CURRENCY_CODES);

export const CURRENCY_MESSAGE = 'Must be an ISO 4217 currency code such as USD or EUR';

export function isCurrencyCode(code: string): boolean {
  return knownCodes.has(code);
}

/** Decimals the currency is written with: 0 for JPY, 3 for KWD, 2 for most. */
export function currencyDecimals(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** The column is numeric(15, 3): twelve digits before the point. */
export const MAX_AMOUNT = 999_999_999_999;

const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

/** Digits after the point of an amount already known to be a plain decimal. */
function decimalsOf(amount: number | string): number {
  return (String(amount).split('.')[1] ?? '').replace(/0+$/, '').length;
}

/** 'At most 2 decimal places for EUR' when the amount has more than the currency; null when fine. */
export function amountDecimalsProblem(amount: number, currency: string): string | null {
  const allowed = currencyDecimals(currency);
  if (decimalsOf(amount) <= allowed) return null;
  return allowed === 0
    ? `Must be a whole number for ${currency}`
    : `At most ${allowed} decimal places for ${currency}`;
}

/**
 * An optional amount: a number or a plain decimal string ('5000.50', no grouping, no symbol);
 * empty or absent becomes null. The decimals the currency allows are checked where the currency is known.
 */
export const amountField = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((value, ctx) => {
    if (value == null || value === '') return null;
    const text = typeof value === 'number' ? String(value) : value;
    if (!AMOUNT_PATTERN.test(text) || !Number.isFinite(Number(text))) {
      ctx.addIssue({
        code: 'custom',
        message:
          typeof value === 'number' && value < 0
            ? 'Must be at least 0'
            : 'Must be a number such as 5000 or 5000.50',
      });
      return z.NEVER;
    }
    if (decimalsOf(text) > 3) {
      ctx.addIssue({ code: 'custom', message: 'At most 3 decimal places' });
      return z.NEVER;
    }
    const amount = Number(text);
    if (amount > MAX_AMOUNT) {
      ctx.addIssue({
        code: 'custom',
        message: `Must be at most ${MAX_AMOUNT.toLocaleString('en')}`,
      });
      return z.NEVER;
    }
    return amount;
  });

/** An optional ISO 4217 code, upper-cased; empty becomes undefined (the default currency). */
export const currencyField = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || isCurrencyCode(value), CURRENCY_MESSAGE)
  .nullish()
  .transform((value) => value || undefined);

/** One currency's sum: what the totals of a list or an event hold. */
export const moneyTotalSchema = z.object({
  currency: z.string(),
  amount: z.number(),
  /** Sponsorships with an amount in this currency. */
  count: z.number().int(),
});
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;
