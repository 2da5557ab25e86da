import { sql } from 'drizzle-orm';
import { FOLLOWED_FIELDS, type FollowedField } from '@shared/schemas/discovered-conference';
import { eventDateErrors } from '@shared/schemas/event';
import { actAsSystem } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql';
import { supersedeEventReminders } from '../notifications/public';

export type FollowedValues = Record<FollowedField, string | null>;
type Values = Partial<Record<FollowedField, string | null>>;

/** A followed field's value in a conference row (`d`) and in its event (`e`), as text. */
const ENTRY_VALUES = sql.raw(
  "jsonb_build_object('startDate', d.start_date::text, 'endDate', d.end_date::text, " +
    "'cfpDeadline', d.cfp_end_date::text, 'cfpLink', d.cfp_url, 'link', d.url)",
);
const EVENT_VALUES = sql.raw(
  "jsonb_build_object('startDate', e.start_date::text, 'endDate', e.end_date::text, " +
    "'cfpDeadline', e.cfp_deadline::text, 'cfpLink', e.cfp_link, 'link', e.link)",
);
/** Every followed field, null: a field `applied` lacks was never written from the entry. */
const NONE_APPLIED = JSON.stringify(Object.fromEntries(FOLLOWED_FIELDS.map((f) => [f, null])));

type Tracked = {
  id: number;
  eventId: number;
  entry: FollowedValues;
  event: FollowedValues;
  applied: Values;
  offered: Values;
};

/** What a sync does to one tracked conference and its event. */
export type FollowStep = {
  /** The fields written to the event. */
  write: Values;
  applied: Values;
  offered: Values;
};

const DATE_FIELDS: FollowedField[] = ['startDate', 'endDate', 'cfpDeadline'];

/**
 * The rule of staying in step, for one conference: a field whose entry value moved since it was
 * last applied is written to the event when the event still holds the applied value (nobody
 * edited it in the app), else offered; dates that would break the event's date rules are offered
 * too. An entry back at its applied value withdraws that field's offer.
 */
export function followStep(tracked: Omit<Tracked, 'id' | 'eventId'>, mayWrite = true): FollowStep {
  const applied: Values = { ...tracked.applied };
  const offered: Values = { ...tracked.offered };
  const write: Values = {};
  for (const field of FOLLOWED_FIELDS) {
    const next = tracked.entry[field];
    const last = applied[field] ?? null;
    if (next === last) {
      delete offered[field];
    } else if (tracked.event[field] === next) {
      applied[field] = next;
      delete offered[field];
    } else if (mayWrite && tracked.event[field] === last) {
      write[field] = next;
    } else {
      offered[field] = next;
    }
  }
  if (Object.keys(eventDateErrors({ ...tracked.event, ...write })).length > 0) {
    for (const field of DATE_FIELDS) {
      if (field in write) {
        offered[field] = write[field]!;
        delete write[field];
      }
    }
  }
  for (const [field, value] of Object.entries(write) as [FollowedField, string | null][]) {
    applied[field] = value;
    delete offered[field];
  }
  return { write, applied, offered };
}

const setIfSent = (field: FollowedField, column: string, type: 'date' | 'text') =>
  sql.raw(
    `${column} = case when p.patch -> '${field}' is not null ` +
      `then (p.patch ->> '${field}')::${type} else e.${column} end`,
  );

/**
 * A conference's key holds its link and start date, so a conference that moved its dates or
 * changed its link comes back as a new one while the tracked one is gone: the new one (same
 * link, or same name and start date) takes over the tracking, with what was applied and offered.
 */
async function passOnTracking(tx: Db): Promise<void> {
  await tx.execute(sql`
    with moved as (
      select distinct on (o.id) o.id as old_id, n.id as new_id, o.event_id, o.applied, o.offered
      from discovered_conferences o
      join discovered_conferences n on n.id <> o.id and n.event_id is null
        and n.gone_at is null
        and (split_part(n.key, ' ', 1) = split_part(o.key, ' ', 1)
          or (lower(n.name) = lower(o.name) and n.start_date = o.start_date))
      where o.event_id is not null and o.gone_at is not null
      order by o.id, n.start_date, n.id
    ),
    released as (
      update discovered_conferences o set event_id = null, applied = '{}', offered = '{}'
      from moved m where o.id = m.old_id
      returning o.id
    )
    update discovered_conferences n
    set event_id = m.event_id, applied = m.applied, offered = m.offered
    from moved m where n.id = m.new_id`);
}

/**
 * After a sync stored its reading, in the same transaction: every tracked conference (or its
 * successor, see passOnTracking) whose entry moved away from what was applied to its event, or
 * whose offer went stale, follows the rule of `followStep`. One statement finds them (their
 * events locked), one writes the events (source `external_sync`, audited with no person: the
 * sync), one keeps what was applied and offered.
 * Answers how many events were updated.
 */
export async function followTrackedEntries(tx: Db): Promise<number> {
  await passOnTracking(tx);
  const tracked = rowsOf<Tracked>(
    await tx.execute(sql`
      select d.id, d.event_id as "eventId", d.applied, d.offered,
        ${ENTRY_VALUES} as entry, ${EVENT_VALUES} as event
      from discovered_conferences d join events e on e.id = d.event_id
      where ${ENTRY_VALUES} <> ${NONE_APPLIED}::jsonb || d.applied
        or not (${ENTRY_VALUES} @> d.offered)
      order by e.id, d.id
      for update of e`),
  );
  const written = new Set<number>();
  const steps = tracked.map((row) => {
    // Two conferences tracked by one event: the first writes, the other only offers.
    const step = followStep(row, !written.has(row.eventId));
    if (Object.keys(step.write).length > 0) written.add(row.eventId);
    return { id: row.id, eventId: row.eventId, ...step };
  });
  const writes = steps.filter((step) => Object.keys(step.write).length > 0);
  if (writes.length > 0) {
    await actAsSystem(tx, 'Conference data sync');
    await tx.execute(sql`
      update events e set
        ${setIfSent('startDate', 'start_date', 'date')},
        ${setIfSent('endDate', 'end_date', 'date')},
        ${setIfSent('cfpDeadline', 'cfp_deadline', 'date')},
        ${setIfSent('cfpLink', 'cfp_link', 'text')},
        ${setIfSent('link', 'link', 'text')},
        source = 'external_sync', updated_by_id = null
      from jsonb_to_recordset(${JSON.stringify(
        writes.map((step) => ({ id: step.eventId, patch: step.write })),
      )}::jsonb) as p(id int, patch jsonb)
      where e.id = p.id`);
    const rescheduled = writes.filter(
      (step) => 'startDate' in step.write || 'cfpDeadline' in step.write,
    );
    await supersedeEventReminders(
      tx,
      rescheduled.map((step) => step.eventId),
    );
  }
  if (steps.length > 0) {
    await tx.execute(sql`
      update discovered_conferences d set applied = x.applied, offered = x.offered
      from jsonb_to_recordset(${JSON.stringify(
        steps.map(({ id, applied, offered }) => ({ id, applied, offered })),
      )}::jsonb) as x(id int, applied jsonb, offered jsonb)
      where d.id = x.id`);
  }
  return writes.length;
}
