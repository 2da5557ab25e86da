import { z } from 'zod';
import { CURRENCY_MESSAGE, isCurrencyCode } from '../money';

/**
 * Exchange rates (Admin → Exchange rates; issue 28): a rate per currency pair and month, which
 * lets a report convert its money into one currency. Routes (admins only):
 * - GET /api/admin/exchange-rates → exchangeRateSchema[] (latest month first)
 * - PUT /api/admin/exchange-rates (exchangeRateInputSchema): sets the pair's rate for the month
 * - DELETE /api/admin/exchange-rates/{id}
 */

export const EXCHANGE_RATE_MESSAGES = {
  month: 'Must be a month such as 2026-07',
  rate: 'Must be a rate above 0 such as 1.0825',
  samePair: 'Must differ from the base currency',
  adminsOnly: 'Only admins can manage exchange rates',
  notFound: 'Exchange rate not found',
} as const;

/** The column is numeric(20, 10). */
export const MAX_RATE = 1_000_000_000;

const currency = z
  .string({ message: CURRENCY_MESSAGE })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCurrencyCode, CURRENCY_MESSAGE);

export const exchangeRateInputSchema = z
  .object({
    /** 1 `base` is `rate` `quote`. */
    base: currency,
    quote: currency,
    month: z
      .string({ message: EXCHANGE_RATE_MESSAGES.month })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, EXCHANGE_RATE_MESSAGES.month),
    rate: z.coerce
      .number({ message: EXCHANGE_RATE_MESSAGES.rate })
      .positive(EXCHANGE_RATE_MESSAGES.rate)
      .max(MAX_RATE, `Must be at most ${MAX_RATE.toLocaleString('en')}`),
  })
  .superRefine((input, ctx) => {
    if (input.base === input.quote)
      ctx.addIssue({ code: 'custom', path: ['quote'], message: EXCHANGE_RATE_MESSAGES.samePair });
  });
export type ExchangeRateInput = z.output<typeof exchangeRateInputSchema>;

export const exchangeRateSchema = z.object({
  id: z.number().int(),
  base: z.string(),
  quote: z.string(),
  month: z.string(),
  rate: z.number(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
