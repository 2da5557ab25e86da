import { z } from 'zod';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar date `YYYY-MM-DD`, never shifted by time zone; the message covers missing values. */
export function calendarDate(requiredMessage = 'Date is required') {
  return z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isCalendarDate, 'Date must be a real date written YYYY-MM-DD');
}

/** Optional free text: trimmed, and empty becomes null so "clear this field" is expressible. */
export function optionalText(max = 10_000) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An integer id in a path or body (numbers or numeric strings). */
export const idSchema = z.coerce
  .number({ message: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(2_147_483_647, 'Id is too large');

export const idParamSchema = z.object({ id: idSchema });

/** Standard error body of every 4xx answer. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** A free-text value in use (an attendee's role, a sponsorship's tier) and how many records use it. */
export const usedValueSchema = z.object({
  /** The spelling most records use, where several differ only in case. */
  value: z.string(),
  uses: z.number().int(),
});
export type UsedValue = z.infer<typeof usedValueSchema>;
