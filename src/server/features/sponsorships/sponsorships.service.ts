import { eq, sql, type SQL } from 'drizzle-orm';
import type { SPONSORSHIP_SORTS } from '@shared/schemas/sponsorship';
import {
  sponsorshipSchema,
  type NewSponsorship,
  type Sponsorship,
  type SponsorshipChanges,
  type SponsorshipFilters,
  type SponsorshipListQuery,
} from '@shared/schemas/sponsorship';
import type { Db } from '../../db/client';
import { events, sponsorships } from '../../db/schema/index';
import { eventRecords } from '../../lib/event-records';
import { settleMoney } from '../../lib/money';
import { jsonValue } from '../../lib/sql-json';
import { definedOnly, lowered, sameText, usedValues } from '../../lib/sql';
import type { CurrentUser } from '../../lib/identity';

/** Sponsorships of an event: one of the event records (lib/event-records.ts). */
export const sponsorshipRecords = eventRecords<
  typeof sponsorships,
  Sponsorship,
  (typeof SPONSORSHIP_SORTS)[number],
  SponsorshipListQuery,
  NewSponsorship,
  SponsorshipChanges
>({
  table: sponsorships,
  name: 'sponsorship',
  notFound: 'Sponsorship not found',
  sortable: {
    sponsorName: lowered(sponsorships.sponsorName),
    level: lowered(sponsorships.tier),
    tier: lowered(sponsorships.tier),
    // Amounts in different currencies do not compare: grouped by currency (A to Z), then the number.
    amount: sql`${sponsorships.currency}, ${sponsorships.amount}`,
    status: sponsorships.status,
    contactName: lowered(sponsorships.contactName),
    eventName: lowered(events.name),
    createdAt: sponsorships.createdAt,
  },
  defaultSort: { by: 'createdAt', descending: true },
  searched: [sponsorships.sponsorName, sponsorships.contactName, sponsorships.contactEmail],
  filters: (query) => [
    query.tier ? sameText(sponsorships.tier, query.tier) : undefined,
    query.status === undefined ? undefined : eq(sponsorships.status, query.status),
  ],
  answer: sponsorshipSchema,
  // As JSON.stringify writes Number('5000.500'): no trailing zeros (15 digits at most, exact).
  computedJson: (page) => ({
    level: jsonValue(page.tier!),
    amount: jsonValue(sql`trim_scale(${page.amount})`),
  }),
  toRecord: (row) => ({
    ...row,
    level: row.tier,
    status: row.status as Sponsorship['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
});

/** The list's filters (event, tier, status, search), which its totals share. */
export const sponsorshipFilter = (query: SponsorshipFilters): SQL | undefined =>
  sponsorshipRecords.whereFor(query);

/** A new sponsorship; an amount without a currency takes the server's default. */
export const createSponsorship = (
  db: Db,
  user: CurrentUser,
  input: NewSponsorship,
  defaultCurrency: string,
) => sponsorshipRecords.create(db, user, input, settleMoney(input, null, defaultCurrency));

/** A partial update; a new amount is checked against the currency it will have. */
export const updateSponsorship = (
  db: Db,
  user: CurrentUser,
  id: number,
  input: SponsorshipChanges,
  expected: number | undefined,
  defaultCurrency: string,
) =>
  sponsorshipRecords.update(db, user, id, input, expected, (changes, before) =>
    definedOnly({ ...changes, ...settleMoney(input, before, defaultCurrency) }),
  );

/** The tiers sponsorships have, for the tier combobox and filter. */
export const sponsorshipTiers = (db: Db) => usedValues(db, sponsorships, sponsorships.tier);
