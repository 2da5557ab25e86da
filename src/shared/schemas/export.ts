import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The path parameter of every list's export: /api/{list}/export/{format}. */
export const exportParamsSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { message: 'format must be csv or json' }),
});
