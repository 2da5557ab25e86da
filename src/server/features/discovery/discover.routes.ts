import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  discoveredConferenceSchema,
  discoveryListQuerySchema,
  discoveryMarkSchema,
  discoveryOptionsSchema,
  discoveryTrackAnswerSchema,
  discoveryTrackSchema,
} from '@shared/schemas/discovered-conference';
import type { Clock } from '../../lib/clock';
import type { CurrentUser } from '../../lib/identity';
import { pagedListSummary, sendPage } from '../../lib/list-reply';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { discoverViewer, discoveryOptions, getDiscovered, listDiscovered } from './discover-list';
import { markConference, trackConference } from './track';

const tags = ['discovery'];

/**
 * Discover: the conferences of the open conference data with what the signed-in person did with
 * them; Track makes (or links) an event, a mark keeps or hides one for that person alone.
 */
export const discoverRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const viewerOf = (user: CurrentUser) => discoverViewer(user, clock);

  app.get(
    '/discover',
    {
      schema: {
        tags,
        summary: pagedListSummary(
          'upcoming discovered conferences: open CFPs first (soonest deadline first), then the ' +
            'rest by start date; gone ones never, my dismissed ones only with show=dismissed',
        ),
        querystring: discoveryListQuerySchema,
        response: { 200: z.array(discoveredConferenceSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listDiscovered(app.db, viewerOf(request.user), request.query)),
  );

  app.get(
    '/discover/options',
    {
      schema: {
        tags,
        summary: 'The topics, countries and languages of the conferences the source lists, A to Z',
        response: { 200: discoveryOptionsSchema, ...errorResponses(401) },
      },
    },
    async () => discoveryOptions(app.db),
  );

  app.get(
    '/discover/:id',
    {
      schema: {
        tags,
        summary: 'One discovered conference, with its event, a likely match and my mark',
        params: idParamSchema,
        response: { 200: discoveredConferenceSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getDiscovered(app.db, viewerOf(request.user), request.params.id),
  );

  app.post(
    '/discover/:id/track',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Track a conference: a new event (type conference, source suggested, its dates, CFP ' +
          'deadline and links, the priority and goals given) or, with eventId, an existing ' +
          'event linked; 409 when it is tracked already',
        params: idParamSchema,
        body: discoveryTrackSchema,
        response: { 201: discoveryTrackAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const answer = await trackConference(
        app.db,
        request.user,
        viewerOf(request.user),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/discover/:id/mark',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Mark a conference Interested or Dismissed for me (null: neither); answers it',
        params: idParamSchema,
        body: discoveryMarkSchema,
        response: { 200: discoveredConferenceSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      markConference(app.db, viewerOf(request.user), request.params.id, request.body.mark),
  );
};
