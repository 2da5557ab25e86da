import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, ValidationError } from '../lib/errors';

/** Deeper JSON is refused: no form or record nests anywhere near this, and deep walks are costly. */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** True when objects and arrays nest more than `max` levels; walks level by level, not recursively. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const isContainer = (entry: unknown): entry is object => !!entry && typeof entry === 'object';
  let level: object[] = isContainer(value) ? [value] : [];
  for (let depth = 1; level.length > 0; depth++) {
    if (depth > max) return true;
    const next: object[] = [];
    for (const container of level) {
      for (const entry of Object.values(container)) if (isContainer(entry)) next.push(entry);
    }
    level = next;
  }
  return false;
}

const mediaType = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();

/** A route that declares `schema.consumes` answers 415, naming them, to a body of another type. */
function consumesOnly(consumes: readonly string[]): onRequestHookHandler {
  return async (request) => {
    const type = mediaType(request);
    if (type && !consumes.includes(type)) {
      throw new HttpError(415, `Unsupported content type: send ${consumes.join(' or ')}`);
    }
  };
}

/**
 * JSON bodies are parsed as Fastify does (prototype poisoning refused), then refused with 400 when
 * nested deeper than MAX_JSON_DEPTH; routes that declare the types they consume refuse others.
 */
export const bodyParsingPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, body as string, (error, value) => {
        if (error) return done(error);
        if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
          return done(new ValidationError(TOO_DEEP_MESSAGE), undefined);
        }
        done(null, value);
      });
    });

    app.addHook('onRoute', (route) => {
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
      if (!consumes?.length) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), consumesOnly(consumes)];
    });
  },
  { name: 'body-parsing' },
);
