import type { FastifyRequest } from 'fastify';
import { errorSchema } from '../../../shared/schemas/common';

// Route options shared by the cfp-submissions, attendees, sponsorships and stakeholders routes.

/** Mutations are limited per signed-in user (per address before sign-in resolves). */
export const mutationLimit = {
  rateLimit: {
    max: 600,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `user:${request.user.id}` : request.ip,
  },
};

/** Error answers of a route, for the OpenAPI document. */
export function errorResponses<const S extends readonly (400 | 401 | 403 | 404 | 429)[]>(
  ...statuses: S
) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<
    S[number],
    typeof errorSchema
  >;
}
