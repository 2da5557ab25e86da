import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf } from '@shared/entity-tag';

/**
 * Every successful answer carrying one versioned record (GET of one, a write's result) gets its
 * version as a strong ETag; lists carry `version` per item instead. If-Match is checked by the
 * services (lib/record-version.ts).
 */
export const recordVersionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
      if (reply.statusCode >= 300 || !isVersioned(payload)) return payload;
      reply.header('etag', etagOf(payload.version));
      return payload;
    });
  },
  { name: 'record-versions' },
);

function isVersioned(payload: unknown): payload is { version: number } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    Number.isInteger((payload as { version?: unknown }).version)
  );
}
