import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvImportRequestSchema, csvImportResultSchema } from '@shared/csv/import-schema';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { importCsv } from './import-csv.service';

/** A 10,000-row file is about 3 MB of JSON; the import accepts up to 25 MB. */
export const CSV_IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

/** POST /api/events/import-csv: rows keyed by header, column mapping, defaults, duplicate mode. */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events/import-csv',
    {
      bodyLimit: CSV_IMPORT_BODY_LIMIT,
      config: mutationLimit,
      schema: {
        tags: ['events'],
        summary:
          'Import events from CSV rows: duplicates by dates and ≥ 80% similar names; skip, update, merge or import; one transaction (dryRun: preview only)',
        description:
          'Send the rows keyed by header as csvData, or the file itself as csvText: a file with rows that cannot be read (an unterminated or malformed quote, a wrong number of columns) is refused with 400 naming them, and nothing is imported.',
        body: csvImportRequestSchema,
        response: { 200: csvImportResultSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request) => importCsv(app.db, request.user, request.body, request.log),
  );
};
