import { sql } from 'drizzle-orm';
import type { EventPatch, ExistingEvent } from '@shared/csv/merge-event';
import type { PreparedRow } from '@shared/csv/plan-import';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import { rowsOf } from '../../lib/sql';

// Multi-row statements keep a 10,000-row import to a few dozen round trips.
const INSERT_CHUNK = 2000;
const UPDATE_CHUNK = 1000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

const CANDIDATE_FIELDS = sql.raw(
  [
    ['id', 'id'],
    ['name', 'name'],
    ['link', 'link'],
    ['startDate', 'start_date'],
    ['endDate', 'end_date'],
    ['location', 'location'],
    ['priority', 'priority'],
    ['type', 'type'],
    ['goal', 'goal'],
    ['cfpDeadline', 'cfp_deadline'],
    ['cfpLink', 'cfp_link'],
    ['earlyBirdDeadline', 'early_bird_deadline'],
    ['status', 'status'],
    ['source', 'source'],
    ['notes', 'notes'],
  ]
    .map(([key, column]) => `'${key}', e.${column}`)
    .join(', '),
);

/**
 * The stored events on the date pairs of the rows (locked when the import may change them), as
 * one JSON value: 10,000 rows decode several times faster that way than row by row on PGlite.
 */
export async function findEventsOnDates(
  tx: Db,
  rows: readonly PreparedRow[],
  lock: boolean,
): Promise<ExistingEvent[]> {
  const pairs = [...new Set(rows.map((row) => `${row.event.startDate}|${row.event.endDate}`))];
  if (pairs.length === 0) return [];
  const json = JSON.stringify(pairs.map((pair) => pair.split('|')));
  const result = await tx.execute(sql`
    select coalesce(json_agg(json_build_object(${CANDIDATE_FIELDS}) order by e.id), '[]')::text as data
    from (
      select * from ${events}
      where (start_date, end_date) in (
        select (pair->>0)::date, (pair->>1)::date from jsonb_array_elements(${json}::jsonb) as pair
      )
      ${lock ? sql`for update` : sql``}
    ) as e`);
  return JSON.parse(rowsOf<{ data: string }>(result)[0]!.data) as ExistingEvent[];
}

const INSERT_COLUMNS = [
  'name text',
  'link text',
  'start_date date',
  'end_date date',
  'location text',
  'priority text',
  'type text',
  'goal text[]',
  'cfp_deadline date',
  'cfp_link text',
  'early_bird_deadline date',
  'status text',
  'source text',
  'description text',
  'notes text',
];
const insertNames = sql.raw(INSERT_COLUMNS.map((column) => column.split(' ')[0]).join(', '));
const insertRecord = sql.raw(INSERT_COLUMNS.join(', '));

/**
 * Inserts the new events, the user as creator (the audit log credits the importer actAs named). The rows travel as one
 * JSON parameter per chunk: thousands of bound parameters are far slower on PGlite.
 */
export async function insertEvents(tx: Db, rows: readonly PreparedRow[], userId: number) {
  for (const chunk of chunks(rows, INSERT_CHUNK)) {
    const records = chunk.map(({ event }) => ({
      name: event.name,
      link: event.link,
      start_date: event.startDate,
      end_date: event.endDate,
      location: event.location,
      priority: event.priority,
      type: event.type,
      goal: event.goal,
      cfp_deadline: event.cfpDeadline,
      cfp_link: event.cfpLink,
      early_bird_deadline: event.earlyBirdDeadline,
      status: event.status,
      source: event.source,
      description: event.description,
      notes: event.notes,
    }));
    await tx.execute(sql`
      insert into ${events} (${insertNames}, created_by_id, updated_by_id)
      select ${insertNames}, ${userId}, ${userId}
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${insertRecord})`);
  }
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
  for (const { before, patch } of updates) {
    finalState.set(before.id, { ...(finalState.get(before.id) ?? before), ...patch });
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
}
