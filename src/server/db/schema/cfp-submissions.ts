import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './columns';
import { events } from './events';
import { talkRevisions, talks } from './talks';
import { users } from './users';

export const cfpSubmissions = pgTable(
  'cfp_submissions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    abstract: text('abstract').notNull(),
    submitterName: text('submitter_name').notNull(),
    status: text('status').notNull().default('draft'),
    notes: text('notes'),
    submitterId: integer('submitter_id').references(() => users.id, { onDelete: 'set null' }),
    submissionDate: date('submission_date', { mode: 'string' }).notNull().defaultNow(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    // A talk with submissions is archived, never deleted (restrict backs the API's refusal).
    talkId: integer('talk_id').references(() => talks.id, { onDelete: 'restrict' }),
    talkRevisionId: integer('talk_revision_id').references(() => talkRevisions.id, {
      onDelete: 'set null',
    }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index('cfp_submissions_event_id_idx').on(t.eventId),
    index('cfp_submissions_status_idx').on(t.status),
    index('cfp_submissions_talk_id_idx').on(t.talkId),
    // One person's submissions (the events they follow) and drafts (My week's overdue drafts).
    index('cfp_submissions_submitter_id_idx').on(t.submitterId),
    index('cfp_submissions_draft_owner_idx')
      .on(sql`coalesce(${t.submitterId}, ${t.createdById})`)
      .where(sql`${t.status} = 'draft'`),
    // The list's default order (latest submission date first, id breaking ties).
    index('cfp_submissions_submission_date_idx').on(
      t.submissionDate.desc().nullsLast(),
      t.id.desc(),
    ),
  ],
);
