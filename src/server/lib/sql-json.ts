import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

// JSON text written by PostgreSQL exactly as JSON.stringify writes the same values: no spaces,
// keys in the order given, strings escaped alike (PostgreSQL's escape_json and JSON.stringify
// both escape only `"`, `\` and control characters, the same way; text can hold neither NUL nor
// a lone surrogate). A hot list sends such text as its body without parsing or serialising it
// in Node (json_build_object and json_agg would add spaces; jsonb reorders keys).

/** Any value to_json takes (numbers, text, booleans, dates, arrays of them); null as `null`. */
export const jsonValue = (value: SQLWrapper): SQL<string> =>
  sql`coalesce(to_json(${value})::text, 'null')`;

/** A timestamptz as Date.prototype.toISOString writes it (UTC, milliseconds cut, not rounded). */
export const jsonTimestamp = (value: SQLWrapper): SQL<string> =>
  sql`coalesce('"' || to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

/** `{"key":value,…}` from JSON text pieces (jsonValue, jsonTimestamp, jsonArray, a count…). */
export function jsonObject(fields: Record<string, SQLWrapper>): SQL<string> {
  const parts = Object.entries(fields).map(([key, value], index) => {
    if (!KEY.test(key)) throw new Error(`jsonObject: unusable key ${key}`);
    const lead = `${index === 0 ? '{' : ','}"${key}":`;
    return sql`${sql.raw(`'${lead}'`)} || ${value}`;
  });
  return sql`(${sql.join(parts, sql` || `)} || '}')`;
}

/** Aggregate: `[element,…]` in the order given, `[]` over no rows. */
export const jsonArray = (element: SQLWrapper, orderBy: SQL): SQL<string> =>
  sql`coalesce('[' || string_agg(${element}, ',' order by ${orderBy}) || ']', '[]')`;

/**
 * A row as an answer schema's JSON, when each of its keys is a column sent as stored (timestamps
 * as toISOString writes them) or given in `computed`; a key with neither stops start-up.
 */
export function jsonOfColumns(
  answer: z.ZodObject,
  columns: object,
  computed: Record<string, SQL<string>> = {},
): SQL<string> {
  const fields = Object.keys(answer.shape).map((key) => {
    if (computed[key]) return [key, computed[key]];
    const column = (columns as Record<string, PgColumn | undefined>)[key];
    if (!column) throw new Error(`The answer's ${key} is not a column`);
    return [key, column.columnType === 'PgTimestamp' ? jsonTimestamp(column) : jsonValue(column)];
  });
  return jsonObject(Object.fromEntries(fields));
}
