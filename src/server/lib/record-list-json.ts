import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { jsonOfColumns } from './sql-json';
import type { Page } from './sql';

/** Keys of an answer that are not a column sent as stored, as JSON text from the page's columns. */
export type ComputedJson = (columns: Record<string, SQL>) => Record<string, SQL<string>>;

/**
 * A list's page as JSON text: `cut` selects the page's rows (filtered, sorted, limited, with
 * its `total`); each of them becomes the answer's JSON once the page is cut (in the statement
 * that sorts and skips, it would be built for every row sorted or skipped).
 */
export function jsonPage(db: Db, cut: PgSelect, answer: z.ZodObject, computed?: ComputedJson) {
  const page = cut.as('page') as unknown as Record<string, SQL> & { total: SQL<number | null> };
  return db
    .select({ json: jsonOfColumns(answer, page, computed?.(page)), total: page.total })
    .from(page as never);
}

/** The JSON rows of a page (jsonPage) as the list's body and its total. */
export function jsonBody(page: Page<{ json: string }>): { body: string; total: number } {
  return {
    body: `[${page.rows.map((row) => row.json).join(',')}]`,
    total: page.total === null ? page.rows.length : Number(page.total),
  };
}

/** The total column of a list's page: its count as a scalar subquery, or null when not counted. */
export const totalOf = (counter: SQLWrapper | null): SQL<number | null> =>
  counter ? sql<number | null>`(${counter})`.mapWith(Number) : sql<number | null>`null::int`;

/**
 * Puts a value computed in Node (a signed link, JSON that JSON.stringify writes) where the
 * statement wrote `"key":null`. Inside a JSON string every `"` is escaped, so that text is only
 * ever the key itself.
 */
export function withNodeValue(json: string, key: string, value: unknown): string {
  return json.replace(`"${key}":null`, () => `"${key}":${JSON.stringify(value)}`);
}
