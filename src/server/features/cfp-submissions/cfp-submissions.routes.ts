import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  cfpSubmissionCreateSchema,
  cfpSubmissionListQuerySchema,
  cfpSubmissionSchema,
  cfpSubmissionUpdateSchema,
} from '@shared/schemas/cfp-submission';
import {
  createCfpSubmission,
  deleteCfpSubmission,
  getCfpSubmission,
  listCfpSubmissions,
  updateCfpSubmission,
} from './cfp-submissions.service';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { pagedListSummary, sendPage } from '../../lib/list-reply';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';

const tags = ['cfp-submissions'];

/**
 * CFP submissions: list, create and delete, plus GET one and a partial PUT (the row dropdown
 * sends only status).
 */
export const cfpSubmissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cfp-submissions',
    {
      schema: {
        tags,
        summary: pagedListSummary('CFP submissions'),
        querystring: cfpSubmissionListQuerySchema,
        response: { 200: z.array(cfpSubmissionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => sendPage(reply, await listCfpSubmissions(app.db, request.query)),
  );

  app.get(
    '/cfp-submissions/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: cfpSubmissionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getCfpSubmission(app.db, request.params.id),
  );

  app.post(
    '/cfp-submissions',
    {
      config: mutationLimit,
      schema: {
        tags,
        body: cfpSubmissionCreateSchema,
        response: { 201: cfpSubmissionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCfpSubmission(app.db, request.user, request.body)),
  );

  app.put(
    '/cfp-submissions/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: cfpSubmissionUpdateSchema,
        response: {
          200: cfpSubmissionSchema,
          ...errorResponses(400, 401, 403, 404, 429),
          ...versionedWriteErrors(cfpSubmissionSchema),
        },
      },
    },
    async (request) =>
      updateCfpSubmission(
        app.db,
        request.user,
        request.params.id,
        request.body,
        expectedVersion(request),
      ),
  );

  app.delete(
    '/cfp-submissions/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteCfpSubmission(app.db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
