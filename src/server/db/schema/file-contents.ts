import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** bytea as a Buffer: postgres.js gives Buffers already, PGlite gives plain Uint8Arrays. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Uploaded files kept in the database (STORAGE=database, plugins/storage/database-storage.ts):
 * one row per file, its bytes in `file_chunks`. `size` stays null while an upload is being
 * written; the file exists for readers only once it is set.
 */
export const fileContents = pgTable(
  'file_contents',
  {
    /** The storage key assets.file_path or users.headshot names. */
    key: text('key').primaryKey(),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Finds uploads a crash left unfinished (database-storage.ts removeAbandoned).
  (t) => [
    index('file_contents_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.size} is null`),
  ],
);

/**
 * A file's bytes in order, 256 KB a row (the last one shorter). The migration stores `data`
 * uncompressed out of line (STORAGE EXTERNAL): uploads are images, PDFs and zips, which do not
 * compress, and reading them back then costs no decompression.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => fileContents.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
