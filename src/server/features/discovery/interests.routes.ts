import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discoveryInterestsSchema } from '@shared/schemas/discovered-conference';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { getInterests, saveInterests } from './interests';

const tags = ['discovery'];

/** My interests for the new-CFP digest and My week's new CFPs (Settings → Notifications). */
export const discoveryInterestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/discovery-interests',
    {
      schema: {
        tags,
        summary:
          'The signed-in user’s interests (topics, countries or online, languages) that the ' +
          'new-CFP digest and My week match discovered CFPs against; empty lists match nothing',
        response: { 200: discoveryInterestsSchema, ...errorResponses(401) },
      },
    },
    async (request) => getInterests(app.db, request.user.id),
  );

  app.put(
    '/me/discovery-interests',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Replace the signed-in user’s interests; a CFP matches when every list that is not ' +
          'empty matches it (countries and Online together are one place criterion)',
        body: discoveryInterestsSchema,
        response: { 200: discoveryInterestsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => saveInterests(app.db, request.user.id, request.body),
  );
};
