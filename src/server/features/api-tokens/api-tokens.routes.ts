import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenSchema,
} from '@shared/schemas/api-token';
import { idParamSchema } from '@shared/schemas/common';
import type { Clock } from '../../lib/clock';
import { accountSecurity, errorResponses, mutationLimit } from '../../lib/route-options';
import {
  createApiToken,
  listAllApiTokens,
  listApiTokens,
  revokeApiToken,
} from './api-tokens.service';

const tags = ['api tokens'];

/** Settings → API tokens: make (shown once), list and revoke one's own; admins see and revoke all. */
export const apiTokensRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    '/tokens',
    {
      config: accountSecurity,
      schema: {
        tags,
        summary: 'The signed-in person’s API tokens (never their secrets)',
        response: { 200: z.array(apiTokenSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listApiTokens(app.db, request.user),
  );

  app.get(
    '/tokens/all',
    {
      config: accountSecurity,
      schema: {
        tags,
        summary: 'Everyone’s API tokens, with their owners (admins)',
        response: { 200: z.array(apiTokenSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listAllApiTokens(app.db, request.user),
  );

  app.post(
    '/tokens',
    {
      config: { ...mutationLimit, ...accountSecurity },
      schema: {
        tags,
        summary:
          'Make an API token: `Authorization: Bearer ospo_…` on every API route with the owner’s rights (read: GET only). The token is in this answer only',
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiToken(app.db, request.user, request.body, clock.now())),
  );

  app.delete(
    '/tokens/:id',
    {
      config: { ...mutationLimit, ...accountSecurity },
      schema: {
        tags,
        summary: 'Revoke an API token (its owner, or an admin): it stops working at once',
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await revokeApiToken(app.db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
