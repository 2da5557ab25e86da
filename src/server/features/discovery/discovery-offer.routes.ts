import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@shared/schemas/common';
import {
  discoveryOfferAcceptSchema,
  discoveryOfferSchema,
} from '@shared/schemas/discovered-conference';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import {
  acceptDiscoveryOffer,
  dismissDiscoveryOffer,
  getDiscoveryOffer,
} from './discovery-offer.service';

const tags = ['discovery'];

/**
 * An event tracking a conference: the changes of the conference data a sync did not write over
 * a local edit, applied or dismissed by any member (as editing the event).
 */
export const discoveryOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:id/discovery-offer',
    {
      schema: {
        tags,
        summary:
          'Changes of the conference data the sync did not write over a local edit of the event, each with the event’s value now; null when none are waiting',
        params: idParamSchema,
        response: { 200: discoveryOfferSchema.nullable(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getDiscoveryOffer(app.db, request.params.id),
  );

  app.post(
    '/events/:id/discovery-offer',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Apply the named offered changes to the event (audited as your edit; the event’s date rules apply); answers what is still offered, or null',
        params: idParamSchema,
        body: discoveryOfferAcceptSchema,
        response: {
          200: discoveryOfferSchema.nullable(),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) =>
      acceptDiscoveryOffer(app.db, request.user, request.params.id, request.body.fields),
  );

  app.delete(
    '/events/:id/discovery-offer',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Dismiss the offered changes: the event keeps its values and the same changes are not offered again',
        params: idParamSchema,
        response: { 204: z.null().describe('Dismissed'), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await dismissDiscoveryOffer(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
