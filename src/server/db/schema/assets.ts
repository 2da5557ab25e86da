import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cfpSubmissions } from './cfp-submissions';
import { timestamps, versioned } from './columns';
import { events } from './events';
import { talks } from './talks';
import { trips } from './trips';
import { users } from './users';

export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description'),
    /** Storage key of the file; null for a text asset, whose words live in content. */
    filePath: text('file_path'),
    content: text('content'),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    cfpSubmissionId: integer('cfp_submission_id').references(() => cfpSubmissions.id, {
      onDelete: 'set null',
    }),
    // Slides, abstracts, bios and headshots of a library talk (issue 25).
    talkId: integer('talk_id').references(() => talks.id, { onDelete: 'set null' }),
    // Receipts and the trip report of a trip (issue 27).
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index('assets_event_id_idx').on(t.eventId),
    index('assets_talk_id_idx').on(t.talkId),
    index('assets_trip_id_idx').on(t.tripId),
    index('assets_type_idx').on(t.type),
    index('assets_uploaded_by_idx').on(t.uploadedBy),
    check('assets_file_or_content', sql`${t.filePath} is not null or ${t.content} is not null`),
  ],
);
