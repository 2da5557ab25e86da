import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParamSchema, usedValueSchema, type UsedValue } from '@shared/schemas/common';
import type { Db } from '../db/client';
import type { CurrentUser } from './identity';
import { pagedListSummary, sendJsonPage, sendPage } from './list-reply';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from './record-version';
import { errorResponses, mutationLimit } from './route-options';
import type { Page } from './sql';

/** What the routes of one kind of record call. */
export interface RecordServices<Query, Record, Create, Update> {
  list: (db: Db, query: Query) => Promise<Page<Record>>;
  /** The list's page as the answer's JSON text, when the database writes it (sendJsonPage). */
  listJson?: (db: Db, query: Query) => Promise<{ body: string; total: number }>;
  get: (db: Db, id: number) => Promise<Record>;
  create: (db: Db, user: CurrentUser, input: Create) => Promise<Record>;
  update: (
    db: Db,
    user: CurrentUser,
    id: number,
    input: Update,
    expected: number | undefined,
  ) => Promise<Record>;
  remove: (db: Db, user: CurrentUser, id: number) => Promise<void>;
}

export interface RecordRoutes<
  L extends z.ZodType,
  R extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
> {
  /** The collection's path under /api, e.g. '/attendees'. */
  path: string;
  /** How the API documentation names them: 'attendees'. */
  plural: string;
  tags: string[];
  schemas: { list: L; record: R; create: C; update: U; one?: z.ZodType };
  services: RecordServices<z.output<L>, z.output<R>, z.output<C>, z.output<U>>;
  /**
   * Free-text fields whose values in use the API lists (lib/sql.ts usedValues), by the path's last
   * segment: `{ roles: … }` gives GET /attendees/roles, which the forms and filters offer.
   */
  valuesInUse?: Record<string, { field: string; read: (db: Db) => Promise<UsedValue[]> }>;
  /** DELETE may answer 409 (the record is in use: a talk with submissions). */
  deleteConflicts?: boolean;
}

/**
 * The five routes of a record type (the event records and stakeholders): GET the paged list, GET one, POST, a partial PUT (If-Match
 * for the version) and DELETE, with their schemas in the OpenAPI document.
 */
export function registerRecordRoutes<
  L extends z.ZodType,
  R extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(
  app: FastifyInstance,
  {
    path,
    plural,
    tags,
    schemas,
    services,
    valuesInUse = {},
    deleteConflicts,
  }: RecordRoutes<L, R, C, U>,
): void {
  const item = `${path}/:id`;
  // The schemas validate every request (the app's zod compilers); these name what they let through.
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

  app.get(
    path,
    {
      schema: {
        tags,
        summary: pagedListSummary(plural),
        querystring: schemas.list,
        response: { 200: z.array(schemas.record), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<L>;
      if (services.listJson) return sendJsonPage(reply, await services.listJson(app.db, query));
      return sendPage(reply, await services.list(app.db, query));
    },
  );

  for (const [segment, { field, read }] of Object.entries(valuesInUse)) {
    app.get(
      `${path}/${segment}`,
      {
        schema: {
          tags,
          summary: `Each ${field} the ${plural} use, one per spelling ignoring case (the most used), most used first then A to Z`,
          response: { 200: z.array(usedValueSchema), ...errorResponses(401) },
        },
      },
      async () => read(app.db),
    );
  }

  app.get(
    item,
    {
      schema: {
        tags,
        params: idParamSchema,
        // `one`: GET one answers more than the record (a speaker's talks and outcomes).
        response: { 200: schemas.one ?? schemas.record, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => services.get(app.db, idOf(request)),
  );

  app.post(
    path,
    {
      config: mutationLimit,
      schema: {
        tags,
        body: schemas.create,
        response: { 201: schemas.record, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await services.create(app.db, request.user, request.body as z.output<C>)),
  );

  app.put(
    item,
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: schemas.update,
        response: {
          200: schemas.record,
          ...errorResponses(400, 401, 403, 404, 429),
          ...versionedWriteErrors(schemas.record),
        },
      },
    },
    async (request) =>
      services.update(
        app.db,
        request.user,
        idOf(request),
        request.body as z.output<U>,
        expectedVersion(request),
      ),
  );

  app.delete(
    item,
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        response: {
          204: z.null().describe('Deleted'),
          ...(deleteConflicts
            ? errorResponses(400, 401, 403, 404, 409, 429)
            : errorResponses(400, 401, 403, 404, 429)),
        },
      },
    },
    async (request, reply) => {
      await services.remove(app.db, request.user, idOf(request));
      return reply.status(204).send(null);
    },
  );
}
