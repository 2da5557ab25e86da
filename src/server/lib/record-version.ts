import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ANY_VERSION, etagOf, parseIfMatch } from '@shared/entity-tag';
import { errorSchema } from '@shared/schemas/common';
import {
  IF_MATCH_MESSAGE,
  VERSION_CONFLICT_MESSAGE,
  versionConflictSchema,
} from '@shared/schemas/record-version';
import { HttpError } from './errors';

// Optimistic concurrency for every editable record (docs/ARCHITECTURE.md, "Edits that cross").
// Routes: `headers: ifMatchHeaders` and `...versionedWriteErrors(recordSchema)` in the schema;
// services: lock the row in the write's transaction, then `ensureVersion(expected, row, current)`.
// The ETag of an answer is set by plugins/record-versions.plugin.ts from its `version`.

/** Route header schema: documents If-Match and answers 400 when it is malformed. */
export const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .refine((value) => parseIfMatch(value) !== null, IF_MATCH_MESSAGE)
    .optional()
    .describe(
      'The ETag this record had when you read it ("3"): the write is refused with 412 if it changed since. Absent or * writes whatever the version.',
    ),
});

/** The version a write expects (If-Match), or undefined when it did not name one. */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const version = parseIfMatch(Array.isArray(header) ? header.join(',') : header);
  if (version === null)
    throw new HttpError(400, IF_MATCH_MESSAGE, { 'if-match': IF_MATCH_MESSAGE });
  return version === ANY_VERSION ? undefined : version;
}

/** 412 with the record as it is now (and its ETag), so the client can show what changed. */
export class VersionConflictError extends HttpError {
  constructor(current: { version: number }) {
    super(412, VERSION_CONFLICT_MESSAGE, undefined, {
      body: { current },
      headers: { etag: etagOf(current.version) },
    });
  }
}

/**
 * Throws 412 when the client expected another version than the row holds. Call it with the row
 * locked (SELECT … FOR UPDATE in the write's transaction), so that of many writes naming the
 * same version exactly one passes: the others wait for the lock and then see the new version.
 */
export async function ensureVersion(
  expected: number | undefined,
  row: { version: number },
  current: () => Promise<{ version: number }> | { version: number },
): Promise<void> {
  if (expected === undefined || expected === row.version) return;
  throw new VersionConflictError(await current());
}

/** Response schemas of a versioned write for the OpenAPI document: 400 (If-Match) and 412. */
export function versionedWriteErrors<T extends z.ZodType>(record: T) {
  return {
    400: errorSchema,
    412: versionConflictSchema(record).describe(VERSION_CONFLICT_MESSAGE),
  };
}
