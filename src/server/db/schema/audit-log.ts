import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every create, update and delete of a record, written by the database's triggers (migration
 * 0015) in the changing transaction. No foreign keys: the log outlives the records and people it
 * names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The person actAs named in the transaction; null for the system (sign-in, scheduler). */
    actorId: integer('actor_id'),
    /** A system writer's name (actAsSystem: 'Conference data sync'); null for people and the rest. */
    actorLabel: text('actor_label'),
    /** create, update or delete. */
    action: text('action').notNull(),
    /** The table's name: events, sponsorships, workflow_reviewers, … */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    /** The event the record belongs to, where it has one. */
    eventId: integer('event_id'),
    /** The record a part belongs to: a workflow reviewer's workflow. */
    parentId: integer('parent_id'),
    /** The record's name or title when the change was made. */
    label: text('label'),
    /** Field → {from, to}: a create's new values (from null), a delete's old ones, an update's changed ones. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
  },
  // Ascending: scanned backwards they give ORDER BY at DESC, id DESC (nulls first, the default),
  // which a DESC NULLS LAST index cannot, so a person's first page reads 50 rows, not all theirs.
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.at, t.id),
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.at),
    index('audit_log_parent_idx').on(t.recordType, t.parentId, t.at),
    index('audit_log_type_at_idx').on(t.recordType, t.at, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
  ],
);
