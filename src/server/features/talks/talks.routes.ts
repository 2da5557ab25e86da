import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  eventTalkSchema,
  openCfpEventSchema,
  openCfpQuerySchema,
  similarSubmissionSchema,
  similarSubmissionsQuerySchema,
  talkCreateSchema,
  talkListQuerySchema,
  talkRevisionParamsSchema,
  talkRevisionSchema,
  talkSchema,
  talkSubmissionsSchema,
  talkSubmitResultSchema,
  talkSubmitSchema,
  talkSubmitWarningSchema,
  talkUpdateSchema,
} from '@shared/schemas/talk';
import { registerRecordRoutes } from '../../lib/record-routes';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { getTalk, listTalks } from './talk-query';
import {
  eventTalks,
  openCfpEvents,
  similarSubmissions,
  submitTalk,
  talkSubmissions,
} from './talk-submissions';
import {
  createTalk,
  deleteTalk,
  getRevision,
  listRevisions,
  restoreRevision,
  updateTalk,
} from './talks.service';

const tags = ['talks'];

/**
 * The talk library: the five record routes, revisions (list, one, restore), the talk's
 * submissions and submitting it to CFPs, what the submit dialog and CFP form read, and the
 * talks submitted to an event.
 */
export const talksRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRecordRoutes(app, {
    path: '/talks',
    plural: 'talks',
    tags,
    schemas: {
      list: talkListQuerySchema,
      record: talkSchema,
      create: talkCreateSchema,
      update: talkUpdateSchema,
    },
    services: {
      list: listTalks,
      get: getTalk,
      create: createTalk,
      update: updateTalk,
      remove: deleteTalk,
    },
    deleteConflicts: true,
  });

  app.get(
    '/talks/open-cfps',
    {
      schema: {
        tags,
        summary: 'Events whose CFP deadline is today or later (UTC), soonest first; q searches',
        querystring: openCfpQuerySchema,
        response: { 200: z.array(openCfpEventSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => openCfpEvents(app.db, request.query),
  );

  app.get(
    '/talks/similar-submissions',
    {
      schema: {
        tags,
        summary:
          "An event's submissions of the same talk or a title at least 80 % similar (before saving)",
        querystring: similarSubmissionsQuerySchema,
        response: { 200: z.array(similarSubmissionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      similarSubmissions(app.db, { ...request.query, title: request.query.title ?? '' }),
  );

  app.get(
    '/events/:id/talks',
    {
      schema: {
        tags,
        summary: 'The library talks submitted to the event, with their speakers and status',
        params: idParamSchema,
        response: { 200: z.array(eventTalkSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => eventTalks(app.db, request.params.id),
  );

  app.get(
    '/talks/:id/revisions',
    {
      schema: {
        tags,
        summary: "The talk's saved titles and abstracts, newest first",
        params: idParamSchema,
        response: { 200: z.array(talkRevisionSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listRevisions(app.db, request.params.id),
  );

  app.get(
    '/talks/:id/revisions/:revisionId',
    {
      schema: {
        tags,
        summary: 'One revision of the talk (400 when it is another talk’s)',
        params: talkRevisionParamsSchema,
        response: { 200: talkRevisionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getRevision(app.db, request.params.id, request.params.revisionId),
  );

  app.post(
    '/talks/:id/revisions/:revisionId/restore',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: "Makes the revision's title and abstract current again (a new revision)",
        params: talkRevisionParamsSchema,
        headers: ifMatchHeaders,
        response: {
          200: talkSchema,
          ...errorResponses(400, 401, 404, 429),
          ...versionedWriteErrors(talkSchema),
        },
      },
    },
    async (request) =>
      restoreRevision(
        app.db,
        request.user,
        request.params.id,
        request.params.revisionId,
        expectedVersion(request),
      ),
  );

  app.get(
    '/talks/:id/submissions',
    {
      schema: {
        tags,
        summary: "The talk's CFP submissions, counts by status and acceptance rate",
        params: idParamSchema,
        response: { 200: talkSubmissionsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => talkSubmissions(app.db, request.params.id),
  );

  app.post(
    '/talks/:id/submissions',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'One draft CFP submission per event (all or nothing); 409 with warnings unless confirm',
        params: idParamSchema,
        body: talkSubmitSchema,
        response: {
          201: talkSubmitResultSchema,
          409: talkSubmitWarningSchema,
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        submissions: await submitTalk(app.db, request.user, request.params.id, request.body),
      }),
  );
};
