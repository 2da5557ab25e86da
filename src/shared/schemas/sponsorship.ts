import { z } from 'zod';
import { SPONSORSHIP_STATUSES } from '../domain';
import {
  eventIdField,
  optionalEmail,
  optionalFilter,
  optionalFreeText,
  pageFields,
  requiredText,
  searchFilter,
  sortFilter,
  textFilter,
} from './fields';
import { idSchema } from './common';
import { versionSchema } from './record-version';
import { amountField, checkMoney, currencyField, moneyOf } from '../money';

const sponsorshipFields = {
  eventId: eventIdField,
  sponsorName: requiredText(200),
  tier: requiredText(100),
  /** A number in the currency's units, or text such as '$5,000' or '2.500 €'; empty clears it. */
  amount: amountField,
  /** ISO 4217; else the one the amount's text names; else the record's, else DEFAULT_CURRENCY. */
  currency: currencyField,
  status: z.enum(SPONSORSHIP_STATUSES),
  contactName: optionalFreeText(200),
  contactEmail: optionalEmail(),
  notes: optionalFreeText(),
};

/**
 * Sponsorship add form: event, sponsor name, tier and status required (status defaults
 * to pending); amount, contact and notes optional; the contact e-mail must be an address.
 */
export const sponsorshipCreateSchema = z
  .object({
    ...sponsorshipFields,
    status: sponsorshipFields.status.default('pending'),
  })
  .superRefine(checkMoney)
  .transform(moneyOf);
export type SponsorshipCreate = z.input<typeof sponsorshipCreateSchema>;
/** What the API stores after validation and defaults. */
export type NewSponsorship = z.output<typeof sponsorshipCreateSchema>;

export const sponsorshipUpdateSchema = z
  .object(sponsorshipFields)
  .partial()
  .superRefine(checkMoney)
  .transform(moneyOf);
export type SponsorshipChanges = z.output<typeof sponsorshipUpdateSchema>;

/** 'level' is an alias of tier; 'amount' sorts by the number, whatever the currency. */
export const SPONSORSHIP_SORTS = [
  'sponsorName',
  'level',
  'tier',
  'amount',
  'status',
  'contactName',
  'eventName',
  'createdAt',
] as const;

export const sponsorshipListQuerySchema = z.object({
  eventId: optionalFilter(idSchema),
  tier: textFilter(100),
  status: optionalFilter(z.enum(SPONSORSHIP_STATUSES)),
  /** Matches sponsor name, contact name or contact e-mail. */
  q: searchFilter,
  /** Newest first when absent. */
  sort: sortFilter(SPONSORSHIP_SORTS),
  ...pageFields(),
});
export type SponsorshipListQuery = z.infer<typeof sponsorshipListQuerySchema>;

/** The list's filters without sort and page: what its totals per currency add up. */
export const sponsorshipTotalsQuerySchema = sponsorshipListQuerySchema.pick({
  eventId: true,
  tier: true,
  status: true,
  q: true,
});
export type SponsorshipFilters = z.infer<typeof sponsorshipTotalsQuerySchema>;

export const sponsorshipSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  sponsorName: z.string(),
  tier: z.string(),
  /** Same as tier (views also use the alias level). */
  level: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  status: z.enum(SPONSORSHIP_STATUSES),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Sponsorship = z.infer<typeof sponsorshipSchema>;
