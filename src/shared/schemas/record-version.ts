import { z } from 'zod';
import { errorSchema } from './common';

/**
 * Optimistic concurrency, shared by the API and the edit dialogs: every editable record carries a
 * `version` the database raises on each update; answers send it as a strong ETag (`"3"`), and a
 * write naming an older one in If-Match is refused with 412 and the record as it is now.
 */
export const versionSchema = z
  .number()
  .int()
  .positive()
  .describe('Raised by one on every update; send it back in If-Match as "<version>"');

export const etagOf = (version: number) => `"${version}"`;

/** If-Match that names no version: the write goes through whatever the record's version. */
export const ANY_VERSION = '*';

const ENTITY_TAG = /^"([1-9]\d{0,9})"$/;

/**
 * The version an If-Match value names, ANY_VERSION for `*`, or null when it is not one strong
 * entity tag of ours (a weak tag, a list, a bare number, garbage).
 */
export function parseIfMatch(value: string): number | typeof ANY_VERSION | null {
  const text = value.trim();
  if (text === ANY_VERSION) return ANY_VERSION;
  const match = ENTITY_TAG.exec(text);
  if (!match) return null;
  const version = Number(match[1]);
  return version <= 2_147_483_647 ? version : null;
}

export const IF_MATCH_MESSAGE =
  'If-Match must be one version in quotes, as the ETag gave it (for example "3"), or *';

export const VERSION_CONFLICT_MESSAGE =
  'Someone else changed this record after you opened it. Reload it to see their changes, or overwrite them with yours.';

/** The 412 answer: the message and the record as it is now, so a client can show what changed. */
export function versionConflictSchema<T extends z.ZodType>(record: T) {
  return errorSchema.extend({ current: record });
}
