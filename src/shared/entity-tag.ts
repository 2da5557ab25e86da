/**
 * The version of a record as a strong entity tag (ETag, If-Match), written and read. Without zod,
 * so that the web app's API client carries none of it (record-version.ts has the schemas).
 */
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
