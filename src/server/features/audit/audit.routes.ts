import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditQuerySchema,
  editHistoryEntrySchema,
  editHistoryParamsSchema,
  recordHistoryQuerySchema,
  type AuditEntry,
} from '@shared/schemas/audit';
import { pagesOf, sendExport, type ExportColumn } from '../../lib/export-stream';
import { sendPage } from '../../lib/list-reply';
import { errorResponses } from '../../lib/route-options';
import { auditPage, editHistory, listAudit, recordHistory } from './audit.service';

const AUDIT_COLUMNS: readonly ExportColumn<AuditEntry>[] = [
  { header: 'When', key: 'at', value: (row) => row.at },
  {
    header: 'Person',
    key: 'actorName',
    value: (row) => row.actorName ?? (row.actorId ? `#${row.actorId}` : 'System'),
  },
  { header: 'Person id', key: 'actorId', value: (row) => row.actorId },
  { header: 'Action', key: 'action', value: (row) => row.action },
  { header: 'Record type', key: 'recordType', value: (row) => row.recordType },
  { header: 'Record id', key: 'recordId', value: (row) => row.recordId },
  { header: 'Record', key: 'label', value: (row) => row.label },
  { header: 'Event id', key: 'eventId', value: (row) => row.eventId },
  { header: 'Change', key: 'description', value: (row) => row.description },
  { header: 'Fields', key: 'changes', value: (row) => JSON.stringify(row.changes) },
];

/**
 * GET /api/audit and /api/audit.csv (admins): every change, filtered by person, record type and
 * date. GET /api/history: one record's changes, for whoever may see the record; GET
 * /api/edit-history/{entityType}/{id}: the same, in the shape the specification's clients read.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['audit'],
        summary:
          'The audit log, newest first (admins): filters person, type, from, to; limit 1–200 (default 50), offset; X-Total-Count carries the filtered total',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => sendPage(reply, await listAudit(app.db, request.user, request.query)),
  );

  app.get(
    '/audit.csv',
    {
      schema: {
        tags: ['audit'],
        summary: 'The filtered audit log as CSV (admins), streamed; paging parameters are ignored',
        querystring: auditQuerySchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      // Refused before the download starts, so the 403 is a plain answer.
      await listAudit(app.db, request.user, { ...request.query, limit: 1, offset: 0 }, false);
      return sendExport(reply, {
        format: 'csv',
        name: 'audit-log',
        columns: AUDIT_COLUMNS,
        pages: pagesOf((page) => auditPage(app.db, request.user, request.query, page)),
        today: new Date(),
      });
    },
  );

  app.get(
    '/history',
    {
      schema: {
        tags: ['audit'],
        summary: "One record's recorded creates, updates and deletes, newest first",
        querystring: recordHistoryQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => recordHistory(app.db, request.user, request.query.type, request.query.id),
  );

  app.get(
    '/edit-history/:entityType/:id',
    {
      schema: {
        tags: ['audit'],
        summary:
          "One record's changes, newest first, as { id, editedByName, editedByAvatar, edited_at, change_description }: the specification's edit-history call, kept beside /api/history",
        params: editHistoryParamsSchema,
        response: { 200: z.array(editHistoryEntrySchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => editHistory(app, request.user, request.params.entityType, request.params.id),
  );
};
