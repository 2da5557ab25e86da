import { z } from 'zod';

/** One reading of the open conference data (confs.tech), as Admin lists it. */
export const discoverySyncSchema = z.object({
  id: z.number().int(),
  /** 'snapshot' for the copy shipped with the app, else the base URL that was read. */
  source: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  filesRead: z.number().int(),
  entriesRead: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  gone: z.number().int(),
  skipped: z.number().int(),
  /** Why the sync failed (the stored conferences stayed as they were); null when it succeeded. */
  error: z.string().nullable(),
});
export type DiscoverySync = z.infer<typeof discoverySyncSchema>;
