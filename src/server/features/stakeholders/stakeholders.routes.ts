import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  stakeholderCreateSchema,
  stakeholderListQuerySchema,
  stakeholderRoleParamSchema,
  stakeholderSchema,
  stakeholderUpdateSchema,
} from '@shared/schemas/stakeholder';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { pagedListSummary, sendPage } from '../../lib/list-reply';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import {
  createStakeholder,
  deleteStakeholder,
  getStakeholder,
  listStakeholders,
  updateStakeholder,
} from './stakeholders.service';

const tags = ['stakeholders'];

/** Stakeholders: list (also by role) and create, plus GET one, a partial PUT and DELETE. */
export const stakeholdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stakeholders',
    {
      schema: {
        tags,
        summary: pagedListSummary('stakeholders'),
        querystring: stakeholderListQuerySchema,
        response: { 200: z.array(stakeholderSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => sendPage(reply, await listStakeholders(app.db, request.query)),
  );

  app.get(
    '/stakeholders/role/:role',
    {
      schema: {
        tags,
        summary: pagedListSummary('the stakeholders of one role'),
        params: stakeholderRoleParamSchema,
        querystring: stakeholderListQuerySchema.omit({ role: true }),
        response: { 200: z.array(stakeholderSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listStakeholders(app.db, { ...request.query, role: request.params.role }),
      ),
  );

  app.get(
    '/stakeholders/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: stakeholderSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getStakeholder(app.db, request.params.id),
  );

  app.post(
    '/stakeholders',
    {
      config: mutationLimit,
      schema: {
        tags,
        body: stakeholderCreateSchema,
        response: { 201: stakeholderSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStakeholder(app.db, request.user, request.body)),
  );

  app.put(
    '/stakeholders/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: stakeholderUpdateSchema,
        response: {
          200: stakeholderSchema,
          ...errorResponses(400, 401, 403, 404, 429),
          ...versionedWriteErrors(stakeholderSchema),
        },
      },
    },
    async (request) =>
      updateStakeholder(
        app.db,
        request.user,
        request.params.id,
        request.body,
        expectedVersion(request),
      ),
  );

  app.delete(
    '/stakeholders/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteStakeholder(app.db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
