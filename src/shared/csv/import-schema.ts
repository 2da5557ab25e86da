import { z } from 'zod';
import { DATE_ORDERS } from '../read-date';
import { withoutNul, NUL_MESSAGE } from '../schemas/fields';
import { toTargetField, type CsvColumnMapping, type CsvDefaultValues } from './csv-columns';

export const DEDUPLICATION_MODES = ['skip', 'update', 'merge', 'import'] as const;
export type DeduplicationMode = (typeof DEDUPLICATION_MODES)[number];

/** The most rows one import takes (a 10,000-row file is about 3 MB of JSON). */
export const CSV_IMPORT_MAX_ROWS = 50_000;
export const CSV_IMPORT_MAX_ROWS_MESSAGE = `At most ${CSV_IMPORT_MAX_ROWS} rows per import`;
const ONE_SOURCE_MESSAGE = 'Send the rows as csvData or the file as csvText, one of the two';

const cell = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .transform((value) => (value === null ? '' : String(value).trim()));

const fieldName = z.string().transform((value, ctx) => {
  const field = toTargetField(value);
  if (!field) ctx.addIssue({ code: 'custom', message: `Unknown event field: ${value}` });
  return field;
});

/** POST /api/events/import-csv: rows keyed by header (or the file's text), mapping, defaults, mode. */
export const csvImportRequestSchema = z
  .object({
    csvData: z
      .array(z.record(z.string(), cell))
      .max(CSV_IMPORT_MAX_ROWS, CSV_IMPORT_MAX_ROWS_MESSAGE)
      .optional(),
    /** The file itself instead of csvData: read as the wizard reads it, refused if it cannot be. */
    csvText: z.string().optional(),
    columnMapping: z.record(
      z.string(),
      z
        .union([z.literal(''), z.null()])
        .transform(() => null)
        .or(fieldName),
    ),
    defaultValues: z
      .record(z.string(), z.union([z.string(), z.array(z.string()), z.null()]))
      .default({}),
    deduplicationMode: z.enum(DEDUPLICATION_MODES).default('skip'),
    /**
     * How numeric dates such as '03/04/2027' read: day first (`dmy`) or month first (`mdy`).
     * Absent: such a date is an error naming its row and column ('22/06/2027' needs no order).
     */
    dateOrder: z.enum(DATE_ORDERS).optional(),
    /** Answers what the import would do without writing anything (the preview step). */
    dryRun: z.boolean().default(false),
  })
  .refine((body) => withoutNul(body), NUL_MESSAGE)
  .refine((body) => (body.csvData === undefined) !== (body.csvText === undefined), {
    message: ONE_SOURCE_MESSAGE,
    path: ['csvData'],
  })
  .transform(({ columnMapping, defaultValues, ...rest }) => {
    const defaults: CsvDefaultValues = {};
    for (const [key, value] of Object.entries(defaultValues)) {
      const field = toTargetField(key);
      if (field && value !== null) defaults[field] = value;
    }
    return { ...rest, columnMapping: columnMapping as CsvColumnMapping, defaultValues: defaults };
  });
export type CsvImportRequestInput = z.input<typeof csvImportRequestSchema>;
export type CsvImportRequest = z.output<typeof csvImportRequestSchema>;

export const ROW_ACTIONS = ['imported', 'updated', 'skipped', 'error'] as const;

const matchSchema = z.object({
  /** An event already in the database, or an earlier row of the same file. */
  kind: z.enum(['existing', 'file']),
  eventId: z.number().int().nullable(),
  row: z.number().int().nullable(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Name similarity 0–1 (1 = equal ignoring case). */
  similarity: z.number(),
});
export type DuplicateMatchInfo = z.infer<typeof matchSchema>;

export const csvImportRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  action: z.enum(ROW_ACTIONS),
  duplicateOf: matchSchema.nullable(),
  /** Fields an update or merge changes. */
  changedFields: z.array(z.string()),
  errors: z.array(z.string()),
});
export type CsvImportRow = z.infer<typeof csvImportRowSchema>;

/** The import's counts, duplicates and errors, with per-row outcomes for the preview. */
export const csvImportResultSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  duplicates: z.array(z.string()),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  dryRun: z.boolean(),
  rows: z.array(csvImportRowSchema),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
