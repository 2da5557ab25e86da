import { sql } from 'drizzle-orm';
import type { EventPatch, ExistingEvent } from '../../../shared/csv/merge-event';
import type { PreparedRow } from '../../../shared/csv/plan-import';
import type { Db } from '../../db/client';
import { editHistory, events } from '../../db/schema/index';
import { describeEventChanges, eventChanges } from '../edit-history/record-event-history';

// Multi-row statements keep a 10,000-row import to a few dozen round trips.
const INSERT_CHUNK = 500;
const HISTORY_CHUNK = 1000;
const UPDATE_CHUNK = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

type HistoryRow = typeof editHistory.$inferInsert;
/** eventChanges reads only the tracked fields, which ExistingEvent carries. */
type TrackedRow = Parameters<typeof eventChanges>[0];

/** The stored events on the date pairs of the rows; locked when the import may change them. */
export async function findEventsOnDates(
  tx: Db,
  rows: readonly PreparedRow[],
  lock: boolean,
): Promise<ExistingEvent[]> {
  const pairs = [...new Set(rows.map((row) => `${row.event.startDate}|${row.event.endDate}`))];
  if (pairs.length === 0) return [];
  const json = JSON.stringify(pairs.map((pair) => pair.split('|')));
  const query = tx
    .select({
      id: events.id,
      name: events.name,
      link: events.link,
      startDate: events.startDate,
      endDate: events.endDate,
      location: events.location,
      priority: events.priority,
      type: events.type,
      goal: events.goal,
      cfpDeadline: events.cfpDeadline,
      cfpLink: events.cfpLink,
      earlyBirdDeadline: events.earlyBirdDeadline,
      status: events.status,
      source: events.source,
      notes: events.notes,
    })
    .from(events)
    .where(
      sql`(${events.startDate}, ${events.endDate}) in (select (pair->>0)::date, (pair->>1)::date from jsonb_array_elements(${json}::jsonb) as pair)`,
    )
    .orderBy(events.id);
  return lock ? query.for('update') : query;
}

/** Inserts the new events in chunks, with one history entry each; the user is the creator. */
export async function insertEvents(tx: Db, rows: readonly PreparedRow[], userId: number) {
  const history: HistoryRow[] = [];
  for (const chunk of chunks(rows, INSERT_CHUNK)) {
    const created = await tx
      .insert(events)
      .values(chunk.map(({ event }) => ({ ...event, createdById: userId, updatedById: userId })))
      .returning({ id: events.id, name: events.name });
    for (const { id, name } of created) {
      history.push({
        entityType: 'events',
        entityId: id,
        editedById: userId,
        changeDescription: `Imported event "${name}" from CSV`,
      });
    }
  }
  await insertHistory(tx, history);
}

const COLUMNS = {
  name: 'name text',
  link: 'link text',
  startDate: 'start_date date',
  endDate: 'end_date date',
  location: 'location text',
  priority: 'priority text',
  type: 'type text',
  goal: 'goal text[]',
  cfpDeadline: 'cfp_deadline date',
  cfpLink: 'cfp_link text',
  earlyBirdDeadline: 'early_bird_deadline date',
  status: 'status text',
  source: 'source text',
  notes: 'notes text',
} satisfies Record<keyof EventPatch, string>;

const recordColumns = sql.raw(`id int, ${Object.values(COLUMNS).join(', ')}`);
const assignments = sql.raw(
  Object.values(COLUMNS)
    .map((column) => column.split(' ')[0])
    .map((column) => `${column} = v.${column}`)
    .join(', '),
);

/** Applies the updates (several rows may change one event) as a few UPDATE … FROM statements. */
export async function updateEvents(
  tx: Db,
  updates: readonly { before: ExistingEvent; patch: EventPatch }[],
  userId: number,
) {
  const finalState = new Map<number, ExistingEvent>();
  const history: HistoryRow[] = [];
  for (const { before, patch } of updates) {
    finalState.set(before.id, { ...(finalState.get(before.id) ?? before), ...patch });
    const changes = eventChanges(before as unknown as TrackedRow, patch as Partial<TrackedRow>);
    if (Object.keys(changes).length === 0) continue;
    history.push({
      entityType: 'events',
      entityId: before.id,
      editedById: userId,
      changeDescription: describeEventChanges(changes),
      changes,
    });
  }
  for (const chunk of chunks([...finalState.values()], UPDATE_CHUNK)) {
    const records = chunk.map((event) => {
      const record: Record<string, unknown> = { id: event.id };
      for (const [field, column] of Object.entries(COLUMNS)) {
        record[column.split(' ')[0]!] = event[field as keyof EventPatch];
      }
      return record;
    });
    await tx.execute(sql`
      update ${events} as e set ${assignments}, updated_by_id = ${userId}, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${recordColumns})
      where e.id = v.id`);
  }
  await insertHistory(tx, history);
}

async function insertHistory(tx: Db, history: readonly HistoryRow[]) {
  for (const chunk of chunks(history, HISTORY_CHUNK)) await tx.insert(editHistory).values(chunk);
}
