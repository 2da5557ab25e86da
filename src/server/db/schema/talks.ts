import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assets } from './assets';
import { timestamps, versioned } from './columns';
import { users } from './users';

/** People who give talks: an account (user_id) or an external speaker (user_id null). */
export const speakers = pgTable(
  'speakers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    bio: text('bio'),
    company: text('company'),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The person's headshot and bio from Assets (types headshot and bio); the bio text above is
    // what they wrote here.
    headshotAssetId: integer('headshot_asset_id').references(() => assets.id, {
      onDelete: 'set null',
    }),
    bioAssetId: integer('bio_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    // One speaker record per account.
    uniqueIndex('speakers_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('speakers_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/** The talk library: a talk written once and submitted to many CFPs. */
export const talks = pgTable(
  'talks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    abstract: text('abstract').notNull(),
    shortDescription: text('short_description'),
    level: text('level'),
    format: text('format').notNull().default('talk'),
    durationMinutes: integer('duration_minutes'),
    language: text('language'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    archived: boolean('archived').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...versioned,
    ...timestamps,
  },
  (t) => [
    // The list's default order (latest change first) and its tag filter.
    index('talks_updated_at_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('talks_title_idx').on(sql`lower(${t.title})`, t.id),
    index('talks_tags_idx').using('gin', t.tags),
  ],
);

/** Every saved title and abstract of a talk, newest last; a submission names the one it sent. */
export const talkRevisions = pgTable(
  'talk_revisions',
  {
    id: serial('id').primaryKey(),
    talkId: integer('talk_id')
      .notNull()
      .references(() => talks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    abstract: text('abstract').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talk_revisions_talk_id_idx').on(t.talkId, t.id)],
);

/** The speakers of a talk, in order (position 0 first). */
export const talkSpeakers = pgTable(
  'talk_speakers',
  {
    // Its own id: the audit log names every changed row by one.
    id: serial('id').primaryKey(),
    talkId: integer('talk_id')
      .notNull()
      .references(() => talks.id, { onDelete: 'cascade' }),
    speakerId: integer('speaker_id')
      .notNull()
      .references(() => speakers.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('talk_speakers_talk_speaker_idx').on(t.talkId, t.speakerId),
    index('talk_speakers_speaker_id_idx').on(t.speakerId, t.talkId),
  ],
);
