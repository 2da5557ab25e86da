import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { errorSchema } from '@shared/schemas/common';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes allowed per signed-in user and route per minute (WRITE_RATE_LIMIT). */
    writeRateLimit: number;
  }
}

/**
 * Route config of every write: limited per signed-in user (per client address, as TRUST_PROXY
 * decides it, and per /64 for IPv6, where no user is signed in), counted in the database.
 */
export const mutationLimit = {
  rateLimit: {
    max: (request: FastifyRequest) => request.server.writeRateLimit,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : normalizeIP(request.ip),
  },
};

/**
 * Route config of every account-security action: making, listing or revoking API tokens, password
 * reset links, role changes, disabling or enabling an account. Only a browser sign-in's access
 * token may do these, never a personal API token: a leaked token must not become a takeover of
 * an account (403 'API tokens cannot be used here: sign in to the app instead').
 */
export const accountSecurity = { signInOnly: true } as const;

/** Error answers of a route, for the OpenAPI document. */
export function errorResponses<
  const S extends readonly (400 | 401 | 403 | 404 | 409 | 413 | 415 | 429)[],
>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    S[number],
    typeof errorSchema
  >;
}
