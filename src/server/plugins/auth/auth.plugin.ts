import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_TOKEN_PREFIX } from '@shared/schemas/api-token';
import type { Clock } from '../../lib/clock';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { useApiToken } from './api-token-use';
import { resolveCurrentUser, type RoleSource } from './current-user';
import type { VerifyToken } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every /api route that is not public; undefined elsewhere. */
    user: CurrentUser;
  }
  interface FastifyContextConfig {
    /** Route answers without a Bearer token. */
    public?: boolean;
    /** Route takes a sign-in's token only, never a personal API token (lib/route-options accountSecurity). */
    signInOnly?: boolean;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]+\.?[A-Za-z0-9\-_.+/=]*)$/;
const API_TOKEN = new RegExp(`^Bearer (${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43})$`);
const READS = new Set(['GET', 'HEAD']);

/**
 * Every /api route requires a Bearer token unless its config says public: an access token of a
 * sign-in (verified) or a personal API token (looked up; read-only ones may only read).
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { verifyToken: VerifyToken; clock: Clock } & RoleSource,
  ) => {
    app.decorateRequest('user', undefined as unknown as CurrentUser);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      // Fastify builds routeOptions anew on every read: read it once.
      const route = request.routeOptions;
      if (route.config.public) return;
      // The OpenAPI browser and its assets are public documentation.
      if (request.url.startsWith('/api/docs')) return;
      // An unknown path falls through to the JSON 404 handler.
      if (!route.url) return;
      const header = request.headers.authorization;
      if (!header) throw new UnauthorizedError('Authentication required');
      const apiToken = API_TOKEN.exec(header);
      if (apiToken) {
        if (route.config.signInOnly) {
          throw new ForbiddenError('API tokens cannot be used here: sign in to the app instead');
        }
        const use = await useApiToken(app.db, apiToken[1]!, options.clock.now());
        if (use.access === 'read' && !READS.has(request.method)) {
          throw new ForbiddenError('This API token is read-only');
        }
        request.user = { ...use.identity, id: use.userId };
        return;
      }
      const match = BEARER.exec(header);
      if (!match) throw new UnauthorizedError('Authorization header must be a Bearer token');
      const identity = await options.verifyToken(match[1]!);
      request.user = await resolveCurrentUser(app.db, identity, options);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
