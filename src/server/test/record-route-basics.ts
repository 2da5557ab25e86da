import { describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './factories/user-factory';
import { actingAs } from './requests';
import type { TestContext } from './test-app';

export interface RecordRouteBasics {
  /** The collection's path, e.g. '/api/attendees'. */
  path: string;
  /** The test file's context (made in its beforeAll, so read when a test runs). */
  context: () => TestContext;
  /** Stores a record created by `createdById`. */
  create: (createdById: number) => Promise<{ id: number }>;
  /** A valid create body, sent without a token. */
  body: () => Promise<Record<string, unknown>>;
  /** A valid partial update. */
  patch: Record<string, unknown>;
  countRows: () => Promise<number>;
  /** More read paths that need a token, e.g. '/api/stakeholders/role/legal'. */
  otherReads?: string[];
}

/**
 * The answers every record route gives alike: 404 / 400 for unknown and non-numeric ids, delete
 * for the creator and admins only, 401 without a token and nothing written, the OpenAPI entries.
 */
export function describeRecordRouteBasics(options: RecordRouteBasics): void {
  const { path, context, create, body, patch, countRows, otherReads = [] } = options;
  const as = async (user?: TestUser) =>
    actingAs(context(), user ?? (await createUser(context().db)));

  describe(`${path}/:id ids`, () => {
    it.each(['GET', 'PUT', 'DELETE'] as const)(
      '%s answers 404 for an unknown id and 400 for a non-numeric one',
      async (method) => {
        const client = await as();
        const send = (id: string) =>
          client.inject({
            method,
            url: `${path}/${id}`,
            ...(method === 'PUT' ? { payload: patch } : {}),
          });
        expect((await send('999')).statusCode).toBe(404);
        expect((await send('abc')).statusCode).toBe(400);
        expect((await send('-1')).statusCode).toBe(400);
      },
    );
  });

  describe(`DELETE ${path}/:id`, () => {
    it('lets the creator and an admin delete, and refuses anyone else', async () => {
      const { db } = context();
      const creator = await createUser(db);
      const admin = await createUser(db, { traits: ['admin'] });
      const first = await create(creator.id);
      const second = await create(creator.id);
      const del = async (user: TestUser | undefined, id: number) =>
        (await (await as(user)).inject({ method: 'DELETE', url: `${path}/${id}` })).statusCode;
      expect(await del(undefined, first.id)).toBe(403);
      expect(await countRows()).toBe(2);
      expect(await del(creator, first.id)).toBe(204);
      expect(await del(admin, second.id)).toBe(204);
      expect(await countRows()).toBe(0);
    });
  });

  describe(`${path} without a token`, () => {
    it.each([
      ['GET', path],
      ...otherReads.map((url) => ['GET', url] as const),
      ['GET', `${path}/1`],
      ['POST', path],
      ['PUT', `${path}/1`],
      ['DELETE', `${path}/1`],
    ] as const)('%s %s answers 401 and writes nothing', async (method, url) => {
      const response = await context().app.inject({ method, url, payload: await body() });
      expect(response.statusCode).toBe(401);
      expect(await countRows()).toBe(0);
    });
  });

  describe(`${path} in the OpenAPI document`, () => {
    it('lists every route with request and response shapes', async () => {
      const { paths } = (await context().app.inject({ url: '/api/openapi.json' })).json();
      expect(Object.keys(paths[path])).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(paths[`${path}/{id}`])).toEqual(
        expect.arrayContaining(['get', 'put', 'delete']),
      );
      expect(paths[path].post.requestBody.content['application/json'].schema).toBeDefined();
      expect(Object.keys(paths[`${path}/{id}`].delete.responses)).toEqual(
        expect.arrayContaining(['204', '400', '401', '403', '404']),
      );
    });
  });
}
