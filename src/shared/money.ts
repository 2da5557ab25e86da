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

/** Amounts that are read, as the field's hint and the amount's error message give them. */
export const AMOUNT_EXAMPLES = '5000, 5,000.50 or $5,000';
export const AMOUNT_MESSAGE = `Must be an amount such as ${AMOUNT_EXAMPLES}`;

/** Digits after the point of a plain decimal ('5000.50': 1). */
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

/** The symbols read, as migration 0013 reads them; a code beside one wins ('$300 AUD'). */
const SYMBOL_CURRENCIES: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };
const SYMBOL_FIRST = /^([$€£¥])\s*(.*)$/s;
const SYMBOL_LAST = /^(.*?)\s*([$€£¥])$/s;
const CODE_FIRST = /^([a-z]{3})\s*(.*)$/is;
const CODE_LAST = /^(.*?)\s*([a-z]{3})$/is;
/** k, m, bn: the power of ten they multiply by. */
const SUFFIX = /^(.*?)\s*(k|m|bn)$/i;
const SUFFIX_POWERS: Record<string, number> = { k: 3, m: 6, bn: 9 };
/**
 * Digits in groups, one separator throughout: 1 to 3 digits (not a lone 0) then groups of 3
 * ('1.000.000', "1'000", '1 500'), or groups of 2 before the last 3 ('1,00,000').
 */
const GROUPED = /^(?:[1-9]\d{0,2}([ ,.'’])\d{3}(?:\1\d{3})*|[1-9]\d?([ ,.'’])(?:\d{2}\2)+\d{3})$/;
/** Whole digits, then a decimal point or comma and its digits. */
const WITH_FRACTION = /^(.*)([.,])(\d+)$/;

/** [symbol or code, the rest] when the text starts, or else ends, with one that is `wanted`. */
function affix(
  text: string,
  first: RegExp,
  last: RegExp,
  wanted: (found: string) => boolean = () => true,
): [string, string] | null {
  const start = first.exec(text);
  if (start && wanted(start[1]!)) return [start[1]!, start[2]!.trim()];
  const end = last.exec(text);
  return end && wanted(end[2]!) ? [end[2]!, end[1]!.trim()] : null;
}

const isCodeIn = (text: string) => isCurrencyCode(text.toUpperCase());

/** The digits of a whole number written with or without groups; null when grouped wrongly. */
function wholeDigits(text: string): { digits: string; separator?: string } | null {
  if (/^\d+$/.test(text)) return { digits: text };
  const grouped = GROUPED.exec(text);
  return grouped ? { digits: text.replace(/\D/g, ''), separator: grouped[1] ?? grouped[2] } : null;
}

/**
 * A number written with digit groups and a decimal point or comma as a plain decimal ('5000.5').
 * Groups are read first: a separator followed by three digits groups thousands when what comes
 * before can be the first group ('12.345' is 12345), as migration 0013 read it. Otherwise the last
 * point or comma is the decimal one ('2,5', '5.000,50', '1234.567', '0.500'), unless it also
 * groups ('12.345.67' and '5,000.00.00' are not read).
 */
function plainDecimal(text: string): string | null {
  const whole = wholeDigits(text);
  if (whole) return whole.digits;
  const parts = WITH_FRACTION.exec(text);
  if (!parts) return null;
  const [, before = '', mark, fraction] = parts;
  const grouped = wholeDigits(before);
  if (!grouped || grouped.separator === mark) return null;
  return `${grouped.digits}.${fraction}`;
}

/** A plain decimal times a power of ten, moving the point: ('2.5', 3) is '2500'. */
function shifted(decimal: string, power: number): string {
  const [whole = '', fraction = ''] = decimal.split('.');
  const digits = fraction.padEnd(power, '0');
  const moved = `${whole}${digits.slice(0, power)}`.replace(/^0+(?=\d)/, '');
  const rest = digits.slice(power);
  return rest ? `${moved}.${rest}` : moved;
}

/**
 * An amount as people write it, read by the rules migration 0013 read old amounts with: a symbol
 * ($ € £ ¥) or an ISO 4217 code before or after the number (a code wins over a symbol); a k, m or
 * bn suffix; digits grouped with spaces, apostrophes, points or commas; a decimal point or comma.
 * Stricter than the migration where it would guess: groups must be groups of three (or the
 * Indian 1,00,000), one grouping separator throughout, one decimal mark. Null when not read.
 */
function readAmountText(text: string): { decimal: string; currency?: string } | null {
  let rest = text.replace(/\s+/g, ' ').trim();
  const symbol = affix(rest, SYMBOL_FIRST, SYMBOL_LAST);
  if (symbol) rest = symbol[1];
  const code = affix(rest, CODE_FIRST, CODE_LAST, isCodeIn);
  if (code) {
    rest = code[1];
    // 'USD $300', '300 € EUR': a symbol on the other side of the code.
    const other = symbol ? null : affix(rest, SYMBOL_FIRST, SYMBOL_LAST);
    if (other) rest = other[1];
  }
  const currency = code ? code[0].toUpperCase() : symbol ? SYMBOL_CURRENCIES[symbol[0]] : undefined;
  const suffix = SUFFIX.exec(rest);
  if (suffix) rest = suffix[1]!;
  const decimal = plainDecimal(rest);
  if (decimal === null) return null;
  return {
    decimal: suffix ? shifted(decimal, SUFFIX_POWERS[suffix[2]!.toLowerCase()]!) : decimal,
    currency,
  };
}

/** An amount as read: the number, and the currency its text names ('$5,000': USD), if any. */
export interface ReadAmount {
  amount: number;
  currency?: string;
}

/** The amount a number or a text stands for; what is wrong with it when it is none. */
export function readAmount(value: number | string): ReadAmount | string {
  if (typeof value === 'number' && value < 0) return 'Must be at least 0';
  const read = typeof value === 'number' ? { decimal: String(value) } : readAmountText(value);
  if (!read) return AMOUNT_MESSAGE;
  const amount = Number(read.decimal);
  if (amount > MAX_AMOUNT) return `Must be at most ${MAX_AMOUNT.toLocaleString('en')}`;
  // Numbers below 1e-6 print with an exponent ('1e-7'): more decimals than any currency has.
  if (read.decimal.includes('e') || decimalsOf(read.decimal) > 3) return 'At most 3 decimal places';
  return read.currency ? { amount, currency: read.currency } : { amount };
}

/**
 * An optional amount: a number, or text as people write it ('5000.50', '$5,000', '2.500 €',
 * 'USD 300', '5k'; see readAmountText). Empty or absent becomes null. The currency is settled and
 * its decimals checked with the record's other fields (checkMoney, moneyOf).
 */
export const amountField = z
  .union([z.number(), z.string().trim().max(100)])
  .nullish()
  .transform((value, ctx): ReadAmount | null => {
    if (value == null || value === '') return null;
    const read = readAmount(value);
    if (typeof read === 'object') return read;
    ctx.addIssue({ code: 'custom', message: read });
    return z.NEVER;
  });

interface MoneyFields {
  amount?: ReadAmount | null;
  currency?: string;
}

/**
 * The amount's problem with the currency given beside it: another currency than its text names,
 * or more decimals than the currency has. Null when fine or when either is missing or invalid.
 */
export function moneyProblem({ amount, currency }: MoneyFields): string | null {
  if (!amount) return null;
  const named = currency && isCurrencyCode(currency) ? currency : undefined;
  if (named && amount.currency && amount.currency !== named)
    return `Written in ${amount.currency} but the currency is ${named}: leave one out or make them agree`;
  const settled = named ?? amount.currency;
  return settled ? amountDecimalsProblem(amount.amount, settled) : null;
}

/** A record schema's check of amount and currency together (refine it with this). */
export function checkMoney(value: MoneyFields, ctx: z.RefinementCtx): void {
  const problem = moneyProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
}

/**
 * The amount as a number and the currency it is in: the one given, else the one its text names
 * (which so wins over the record's and DEFAULT_CURRENCY). Absent stays absent.
 */
export function moneyOf<T extends MoneyFields>({
  amount,
  currency,
  ...rest
}: T): Omit<T, 'amount' | 'currency'> & { amount?: number | null; currency?: string } {
  const settled = currency ?? amount?.currency;
  return {
    ...rest,
    ...(amount === undefined ? {} : { amount: amount && amount.amount }),
    ...(settled === undefined ? {} : { currency: settled }),
  };
}

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
