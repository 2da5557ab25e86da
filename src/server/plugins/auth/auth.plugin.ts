import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors';
import { resolveCurrentUser, type CurrentUser } from './current-user';
import type { VerifyToken } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every /api route that is not public; undefined elsewhere. */
    user: CurrentUser;
  }
  interface FastifyContextConfig {
    /** Route answers without a Bearer token. */
    public?: boolean;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/;

/** Every /api route requires a verified Bearer token unless its config says public. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { verifyToken: VerifyToken }) => {
    app.decorateRequest('user', undefined as unknown as CurrentUser);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.public) return;
      // The OpenAPI browser and its assets are public documentation.
      if (request.url.startsWith('/api/docs')) return;
      // An unknown path falls through to the JSON 404 handler.
      if (!request.routeOptions.url) return;
      const header = request.headers.authorization;
      if (!header) throw new UnauthorizedError('Authentication required');
      const match = BEARER.exec(header);
      if (!match) throw new UnauthorizedError('Authorization header must be a Bearer token');
      const identity = await options.verifyToken(match[1]!);
      request.user = await resolveCurrentUser(app.db, identity);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
