import { z } from 'zod';
import { idSchema } from './common';

/** Entity types that keep an edit history (events only). */
export const EDIT_HISTORY_ENTITY_TYPES = ['events'] as const;
export type EditHistoryEntityType = (typeof EDIT_HISTORY_ENTITY_TYPES)[number];

export const editHistoryParamsSchema = z.object({
  entityType: z.enum(EDIT_HISTORY_ENTITY_TYPES, {
    message: `Entity type must be one of: ${EDIT_HISTORY_ENTITY_TYPES.join(', ')}`,
  }),
  id: idSchema,
});

/** One changed field of an update. */
export const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

/**
 * One recorded change. The product's documented client shape reads `edited_at` and
 * `change_description`, so those two come in both spellings.
 */
export const editHistoryEntrySchema = z.object({
  id: z.number().int(),
  entityType: z.string(),
  entityId: z.number().int(),
  editedById: z.number().int().nullable(),
  editedByName: z.string().nullable(),
  editedByAvatar: z.string().nullable(),
  editedAt: z.string(),
  edited_at: z.string(),
  changeDescription: z.string(),
  change_description: z.string(),
  /** Field name → {from, to}; null for creates and deletes. */
  changes: z.record(z.string(), fieldChangeSchema).nullable(),
});
export type EditHistoryEntry = z.infer<typeof editHistoryEntrySchema>;
