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

/** A JSON escape of a UTF-16 surrogate: the only way a lone one gets into a parsed body. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * The value with U+FFFD in place of every lone UTF-16 surrogate, in strings and keys. PostgreSQL
 * cannot hold one: the driver already writes U+FFFD for it in text, and JSON columns refuse it.
 * Called after the depth check, so the recursion is shallow.
 */
export function withWellFormedText(value: unknown): unknown {
  const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) return value.map(withWellFormedText);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [wellFormed(key), withWellFormedText(entry)]),
  );
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
 * nested deeper than MAX_JSON_DEPTH; lone surrogates become U+FFFD, one way for every text field;
 * routes that declare the types they consume refuse others.
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
        const text = body as string;
        done(null, SURROGATE_ESCAPE.test(text) ? withWellFormedText(value) : value);
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
