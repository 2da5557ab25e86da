import { sql } from 'drizzle-orm';
import type { MoneyTotal } from '@shared/money';
import type { SponsorshipFilters } from '@shared/schemas/sponsorship';
import type { Db } from '../../db/client';
import { sponsorships } from '../../db/schema/index';
import { sponsorshipFilter } from './sponsorships.service';

/**
 * The amounts of the sponsorships the list's filters select, added up per currency in the
 * database (currencies A to Z); sponsorships without an amount are not counted.
 */
export async function sponsorshipTotals(
  db: Db,
  filters: SponsorshipFilters,
): Promise<MoneyTotal[]> {
  const rows = await db
    .select({
      currency: sponsorships.currency,
      amount: sql<string>`sum(${sponsorships.amount})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(sponsorships)
    .where(sql`${sponsorships.amount} is not null and ${sponsorshipFilter(filters) ?? sql`true`}`)
    .groupBy(sponsorships.currency)
    .orderBy(sponsorships.currency);
  return rows.map((row) => ({
    currency: row.currency!,
    amount: Number(row.amount),
    count: row.count,
  }));
}
