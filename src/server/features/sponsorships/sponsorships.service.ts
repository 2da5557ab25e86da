import { and, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  NewSponsorship,
  Sponsorship,
  SponsorshipChanges,
  SponsorshipFilters,
  SponsorshipListQuery,
} from '@shared/schemas/sponsorship';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { events, sponsorships } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import { settleMoney } from '../../lib/money';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import type { CurrentUser } from '../../plugins/auth/current-user';
import {
  containsPattern,
  definedOnly,
  lockEvent,
  lowered,
  orderFor,
  inPage,
  sameText,
  pageWithTotal,
  type Page,
} from '../../lib/sql';

type Row = typeof sponsorships.$inferSelect & { eventName: string };

const withEventName = { ...getTableColumns(sponsorships), eventName: events.name };

const MOVE_RULE = `Only the sponsorship's creator or an admin can move it to another event (moving needs the right to delete it from this one)`;

const SORTABLE = {
  sponsorName: lowered(sponsorships.sponsorName),
  level: lowered(sponsorships.tier),
  tier: lowered(sponsorships.tier),
  // Amounts in different currencies do not compare: grouped by currency (A to Z), then the number.
  amount: sql`${sponsorships.currency}, ${sponsorships.amount}`,
  status: sponsorships.status,
  contactName: lowered(sponsorships.contactName),
  eventName: lowered(events.name),
  createdAt: sponsorships.createdAt,
};

function toSponsorship(row: Row): Sponsorship {
  return {
    ...row,
    level: row.tier,
    status: row.status as Sponsorship['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The list's filters (event, tier, status, search), which its totals share. */
export function sponsorshipFilter(query: SponsorshipFilters): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    query.eventId === undefined ? undefined : eq(sponsorships.eventId, query.eventId),
    query.tier ? sameText(sponsorships.tier, query.tier) : undefined,
    query.status === undefined ? undefined : eq(sponsorships.status, query.status),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(sponsorships.sponsorName, pattern),
        ilike(sponsorships.contactName, pattern),
        ilike(sponsorships.contactEmail, pattern),
      ),
    );
  }
  return and(...filters);
}

export async function listSponsorships(
  db: Db,
  query: SponsorshipListQuery,
  counted = true,
): Promise<Page<Sponsorship>> {
  const where = sponsorshipFilter(query);
  const from = <T extends PgSelect>(select: T) =>
    select.innerJoin(events, eq(events.id, sponsorships.eventId)).where(where) as unknown as T;
  const counter = counted
    ? from(db.select({ value: count() }).from(sponsorships).$dynamic())
    : null;
  const page = await pageWithTotal(counter, query.offset, (total) =>
    inPage(
      from(
        db
          .select({ ...withEventName, total })
          .from(sponsorships)
          .$dynamic(),
      ).orderBy(
        ...orderFor(query.sort, SORTABLE, sponsorships.id, { by: 'createdAt', descending: true }),
      ),
      query,
    ),
  );
  return { ...page, rows: page.rows.map(toSponsorship) };
}

/** With `forUpdate`, inside a write's transaction: holds the row until it commits. */
async function findRow(db: Db, id: number, forUpdate = false): Promise<Row> {
  const query = db
    .select(withEventName)
    .from(sponsorships)
    .innerJoin(events, eq(events.id, sponsorships.eventId))
    .where(eq(sponsorships.id, id));
  const [row] = forUpdate ? await query.for('update', { of: sponsorships }) : await query;
  if (!row) throw new NotFoundError('Sponsorship not found');
  return row;
}

export async function getSponsorship(db: Db, id: number): Promise<Sponsorship> {
  return toSponsorship(await findRow(db, id));
}

export async function createSponsorship(
  db: Db,
  user: CurrentUser,
  input: NewSponsorship,
  defaultCurrency: string,
): Promise<Sponsorship> {
  ensure(can.createRecord(user));
  return db.transaction(async (tx) => {
    const eventName = await lockEvent(tx, input.eventId);
    const [row] = await tx
      .insert(sponsorships)
      .values({ ...input, ...settleMoney(input, null, defaultCurrency), createdById: user.id })
      .returning();
    return toSponsorship({ ...row!, eventName });
  });
}

export async function updateSponsorship(
  db: Db,
  user: CurrentUser,
  id: number,
  input: SponsorshipChanges,
  expected: number | undefined,
  defaultCurrency: string,
): Promise<Sponsorship> {
  return db.transaction(async (tx) => {
    const existing = await findRow(tx, id, true);
    ensure(can.editRecord(user, existing));
    await ensureVersion(expected, existing, () => toSponsorship(existing));
    const changes = definedOnly({ ...input, ...settleMoney(input, existing, defaultCurrency) });
    if (Object.keys(changes).length === 0) return toSponsorship(existing);
    const eventName =
      changes.eventId === undefined ? existing.eventName : await lockEvent(tx, changes.eventId);
    if (changes.eventId !== undefined && changes.eventId !== existing.eventId) {
      ensure(can.moveRecord(user, existing), MOVE_RULE);
    }
    const [row] = await tx
      .update(sponsorships)
      .set(changes)
      .where(eq(sponsorships.id, id))
      .returning();
    return toSponsorship({ ...row!, eventName });
  });
}

export async function deleteSponsorship(db: Db, user: CurrentUser, id: number): Promise<void> {
  const existing = await findRow(db, id);
  ensure(can.deleteRecord(user, existing));
  await db.delete(sponsorships).where(eq(sponsorships.id, id));
}
