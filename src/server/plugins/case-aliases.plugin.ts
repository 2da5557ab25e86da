import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toCamelCase } from '@shared/schemas/fields';

/** Copies snake_case keys of a plain object to their camelCase names (camelCase wins when both are sent). */
export function camelizeKeys(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const camel = toCamelCase(key);
    if (camel === key || !(camel in value)) result[camel] = entry;
  }
  return result;
}

/**
 * Requests may spell a field either way (event_id ↔ eventId); responses are camelCase.
 * Schemas are written in camelCase; top-level body and query keys are camelised before validation.
 */
export const caseAliasesPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: no promise on every request.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.url.startsWith('/api/')) {
        request.body = camelizeKeys(request.body);
        request.query = camelizeKeys(request.query);
      }
      done();
    });
  },
  { name: 'case-aliases' },
);
