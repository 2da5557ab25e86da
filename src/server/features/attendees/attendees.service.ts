import { and, count, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type {
  Attendee,
  AttendeeChanges,
  AttendeeListQuery,
  NewAttendee,
} from '@shared/schemas/attendee';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { attendees, events } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
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

type Row = typeof attendees.$inferSelect & { eventName: string };

const withEventName = { ...getTableColumns(attendees), eventName: events.name };

const MOVE_RULE = `Only the attendee's creator or an admin can move it to another event (moving needs the right to delete it from this one)`;

const SORTABLE = {
  name: lowered(attendees.name),
  email: lowered(attendees.email),
  role: lowered(attendees.role),
  eventName: lowered(events.name),
  createdAt: attendees.createdAt,
};

function toAttendee(row: Row): Attendee {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAttendees(
  db: Db,
  query: AttendeeListQuery,
  counted = true,
): Promise<Page<Attendee>> {
  const filters: (SQL | undefined)[] = [
    query.eventId === undefined ? undefined : eq(attendees.eventId, query.eventId),
    query.role ? sameText(attendees.role, query.role) : undefined,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(attendees.name, pattern), ilike(attendees.email, pattern)));
  }
  const where = and(...filters);
  const from = <T extends PgSelect>(select: T) =>
    select.innerJoin(events, eq(events.id, attendees.eventId)).where(where) as unknown as T;
  const counter = counted ? from(db.select({ value: count() }).from(attendees).$dynamic()) : null;
  const page = await pageWithTotal(counter, query.offset, (total) =>
    inPage(
      from(
        db
          .select({ ...withEventName, total })
          .from(attendees)
          .$dynamic(),
      ).orderBy(
        ...orderFor(query.sort, SORTABLE, attendees.id, { by: 'createdAt', descending: true }),
      ),
      query,
    ),
  );
  return { ...page, rows: page.rows.map(toAttendee) };
}

/** With `forUpdate`, inside a write's transaction: holds the row until it commits. */
async function findRow(db: Db, id: number, forUpdate = false): Promise<Row> {
  const query = db
    .select(withEventName)
    .from(attendees)
    .innerJoin(events, eq(events.id, attendees.eventId))
    .where(eq(attendees.id, id));
  const [row] = forUpdate ? await query.for('update', { of: attendees }) : await query;
  if (!row) throw new NotFoundError('Attendee not found');
  return row;
}

export async function getAttendee(db: Db, id: number): Promise<Attendee> {
  return toAttendee(await findRow(db, id));
}

export async function createAttendee(
  db: Db,
  user: CurrentUser,
  input: NewAttendee,
): Promise<Attendee> {
  ensure(can.createRecord(user));
  return db.transaction(async (tx) => {
    const eventName = await lockEvent(tx, input.eventId);
    const [row] = await tx
      .insert(attendees)
      .values({ ...input, createdById: user.id })
      .returning();
    return toAttendee({ ...row!, eventName });
  });
}

export async function updateAttendee(
  db: Db,
  user: CurrentUser,
  id: number,
  input: AttendeeChanges,
  expected?: number,
): Promise<Attendee> {
  return db.transaction(async (tx) => {
    const existing = await findRow(tx, id, true);
    ensure(can.editRecord(user, existing));
    await ensureVersion(expected, existing, () => toAttendee(existing));
    const changes = definedOnly(input);
    if (Object.keys(changes).length === 0) return toAttendee(existing);
    const eventName =
      changes.eventId === undefined ? existing.eventName : await lockEvent(tx, changes.eventId);
    if (changes.eventId !== undefined && changes.eventId !== existing.eventId) {
      ensure(can.moveRecord(user, existing), MOVE_RULE);
    }
    const [row] = await tx.update(attendees).set(changes).where(eq(attendees.id, id)).returning();
    return toAttendee({ ...row!, eventName });
  });
}

export async function deleteAttendee(db: Db, user: CurrentUser, id: number): Promise<void> {
  const existing = await findRow(db, id);
  ensure(can.deleteRecord(user, existing));
  await db.delete(attendees).where(eq(attendees.id, id));
}
