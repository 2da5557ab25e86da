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

export const IF_MATCH_MESSAGE =
  'If-Match must be one version in quotes, as the ETag gave it (for example "3"), or *';

export const VERSION_CONFLICT_MESSAGE =
  'Someone else changed this record after you opened it. Reload it to see their changes, or overwrite them with yours.';

/** The 412 answer: the message and the record as it is now, so a client can show what changed. */
export function versionConflictSchema<T extends z.ZodType>(record: T) {
  return errorSchema.extend({ current: record });
}
