/** Field and filter schemas shared by the record schemas (CFP submissions, attendees, sponsorships, stakeholders, events). */
import { z } from 'zod';
import { idSchema, optionalText } from './common';

/** An event chosen in a form or sent by the API: a number or a numeric string. */
export const eventIdField = z
  .union([z.number(), z.string()])
  .pipe(idSchema as z.ZodType<number, number | string>);

/** PostgreSQL text and jsonb cannot hold the NUL character: it is refused as bad input instead. */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** Walks with a list of values still to look at, not recursion: deep nesting cannot overflow it. */
function hasNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current && typeof current === 'object') {
      for (const [key, entry] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/** True when no string inside the value (keys of objects included) holds a NUL character. */
export const withoutNul = (value: unknown) => !hasNul(value);

/** Required free text of at most `max` characters ('Required', 'At most N characters'). */
export const requiredText = (max: number) =>
  z.string().trim().min(1).max(max).refine(withoutNul, NUL_MESSAGE);

/** Optional free text: empty becomes null. */
export const optionalFreeText = (max?: number) => optionalText(max).refine(withoutNul, NUL_MESSAGE);

/** Optional e-mail: empty becomes null, anything else must look like an address. */
export function optionalEmail(message = 'Must be a valid email') {
  return z
    .string()
    .trim()
    .max(320)
    .refine((value) => value === '' || z.regexes.email.test(value), message)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A host name with a dot (IDN letters too), an optional port, then a path, query, fragment or the end. */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]|$)/u;

/**
 * A web address typed without its scheme gets https: 'example.org/cfp' → 'https://example.org/cfp',
 * '//example.org' → 'https://example.org'. Anything else (a full URL, text that is no address,
 * 'mailto:…') is returned as it is, for the URL rule to judge.
 */
export function withHttps(value: string): string {
  if (value.startsWith('//')) return `https:${value}`;
  if (!value.includes('://') && BARE_HOST.test(value)) return `https://${value}`;
  return value;
}

/** An optional list filter; an empty query value (`?eventId=`) counts as absent. */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** A free-text list filter such as a role or tier. */
export function textFilter(max: number) {
  return optionalFilter(z.string().trim().max(max).refine(withoutNul, NUL_MESSAGE));
}

/** Free-text search over a list, matched case-insensitively as a substring. */
export const searchFilter = textFilter(200);

/** snake_case to camelCase (`event_id` → `eventId`): requests may spell fields and sort keys either way. */
export const toCamelCase = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * A list's `sort`: one of the fields, descending with a leading '-'; like field names in bodies,
 * the snake_case spelling is accepted too (`-submission_date`).
 */
export function sortFilter<const T extends readonly [string, ...string[]]>(fields: T) {
  const values = [...fields, ...fields.map((field) => `-${field}`)];
  const camelised = (value: unknown) => (typeof value === 'string' ? toCamelCase(value) : value);
  return optionalFilter(z.preprocess(camelised, z.enum(values as [T[number] | `-${T[number]}`])));
}

/** A `sort` value taken apart: the field, and whether it runs descending ('-field'). */
export function sortParts<K extends string>(sort: K | `-${K}`): { key: K; descending: boolean } {
  const descending = sort.startsWith('-');
  return { key: (descending ? sort.slice(1) : sort) as K, descending };
}

/** Rows a list answers when `limit` is absent (the events list shows fewer: its cards are large). */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;
export const MAX_OFFSET = 1_000_000;

/**
 * Paging of every list (`limit` 1–500, `offset` 0–1,000,000); the answer is the page's rows, and
 * its X-Total-Count header the number of rows the filters match.
 */
export function pageFields(defaultLimit = DEFAULT_PAGE_SIZE) {
  return {
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
    offset: z.coerce.number().int().min(0).max(MAX_OFFSET).default(0),
  };
}
