import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@shared/schemas/search';
import { errorResponses } from '../../lib/route-options';
import { search } from './search.service';

/** Search everywhere: the Ctrl-K palette's one call. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Records of every kind (or of `kinds`) whose words match `q`, best first, each with ' +
          'a line of context, the ranges of the matched words and the web path that opens it. ' +
          'Words match in any accent and the last one as a prefix; "quoted phrases", -word and ' +
          'or work as in web search; a name with a typo is found when no word matches. Only ' +
          'records the person may see in their own lists (trips: their own and those they ' +
          'review). An empty q answers no results.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ results: await search(app.db, request.user, request.query) }),
  );
};
