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

/** Error answers of a route, for the OpenAPI document. */
export function errorResponses<
  const S extends readonly (400 | 401 | 403 | 404 | 409 | 413 | 415 | 429)[],
>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    S[number],
    typeof errorSchema
  >;
}
