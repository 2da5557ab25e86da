import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportQuerySchema, reportSchema, type ReportQuery } from '@shared/schemas/report';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/route-options';
import { reportZip } from './report-tables';
import { buildReport, type ReportSettings } from './reports.service';

const tags = ['reports'];
const QUERY_HELP =
  '`period`: a quarter (2026-Q3), a year (2026) or `custom` with `from` and `to` (at most 5 ' +
  'years); this quarter when absent. `compare`: previous (default), year-before or none. ' +
  'Filters: `type`, `priority`, `personId`, `tag` (of talks), `country` (or `online`); ' +
  '`convertTo`: the currency of the converted totals. Definitions: docs/reports.md.';

/** Reports for leadership (issue 28): the whole report and its export; every member reads them. */
export const reportsRoutes: FastifyPluginAsyncZod<ReportSettings & { clock: Clock }> = async (
  app,
  options,
) => {
  const settings: ReportSettings = { defaultCurrency: options.defaultCurrency };
  const read = (query: ReportQuery) =>
    buildReport(app.db, settings, query, options.clock.now().toISOString().slice(0, 10));
  const fileName = (report: { period: { label: string } }, extension: string) =>
    `report-${report.period.label.replace(/[^0-9A-Za-z-]+/g, '_')}.${extension}`;

  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'The report of a period beside its comparison, every figure computed in SQL',
        description: QUERY_HELP,
        querystring: reportQuerySchema,
        response: { 200: reportSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => read(request.query),
  );

  app.get(
    '/reports/export/json',
    {
      schema: {
        tags,
        summary: 'The report (as GET /api/reports answers it) as a JSON download',
        description: QUERY_HELP,
        querystring: reportQuerySchema,
        response: { 200: reportSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const report = await read(request.query);
      reply
        .header('content-disposition', `attachment; filename="${fileName(report, 'json')}"`)
        .header('cache-control', 'no-store');
      return report;
    },
  );

  app.get(
    '/reports/export/csv',
    {
      schema: {
        tags,
        summary: 'The report’s tables as CSV files (UTF-8 with BOM), one per table, in a zip',
        description: QUERY_HELP,
        querystring: reportQuerySchema,
        response: {
          200: z
            .string()
            .meta({
              format: 'binary',
              description: 'application/zip: figures.csv, money.csv, countries.csv, …',
            }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const report = await read(request.query);
      return reply
        .header('content-disposition', `attachment; filename="${fileName(report, 'zip')}"`)
        .header('cache-control', 'no-store')
        .type('application/zip')
        .send(Buffer.from(reportZip(report)));
    },
  );
};
