import { describe, expect, it } from 'vitest';
import { IF_MATCH_MESSAGE, VERSION_CONFLICT_MESSAGE } from '@shared/schemas/record-version';
import { createUser, type TestUser } from './factories/user-factory';
import { actingAs } from './requests';
import type { TestContext } from './test-app';

export interface VersionedRecordRoute {
  /** The collection's path, e.g. '/api/attendees'. */
  path: string;
  /** The test file's context (made in its beforeAll, so read when a test runs). */
  context: () => TestContext;
  /** Stores a record created by `createdById`. */
  create: (createdById: number) => Promise<{ id: number }>;
  /** A valid partial update whose field takes the value `n` gives it (distinct per n). */
  patch: (n: number) => Record<string, unknown>;
  /** The edited field as the API answers it after `patch(n)`. */
  field: string;
  /** Where PUT goes when not to the record itself (a profile: '/api/users/{id}/profile'). */
  writeUrl?: (id: number) => string;
  /** Whether the list answer carries the record (false when GET of the collection is not one). */
  listed?: boolean;
}

/**
 * Optimistic concurrency as every versioned record's routes give it: ETag on reads and writes,
 * 412 with the current record for a stale If-Match (nothing written), 400 for a malformed one,
 * absent or * writes, and of twenty writes naming one version exactly one wins.
 */
export function describeRecordVersions(options: VersionedRecordRoute): void {
  const { path, context, create, patch, field, listed = true } = options;
  const writeUrl = options.writeUrl ?? ((id: number) => `${path}/${id}`);

  async function setUp() {
    const owner = await createUser(context().db);
    const record = await create(owner.id);
    const client = await actingAs(context(), owner);
    const read = async () => {
      const response = await client.inject({ method: 'GET', url: `${path}/${record.id}` });
      expect(response.statusCode).toBe(200);
      return response;
    };
    const put = (body: Record<string, unknown>, ifMatch?: string) =>
      client.inject({
        method: 'PUT',
        url: writeUrl(record.id),
        payload: body,
        headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
      });
    return { owner, record, client, read, put };
  }

  describe(`${path}/:id versions`, () => {
    it('answers a record with its version as a strong ETag, and each update raises it', async () => {
      const { client, record, read, put } = await setUp();
      const first = await read();
      expect(first.headers.etag).toBe('"1"');
      expect(first.json().version).toBe(1);
      if (listed) {
        const list = await client.inject({ method: 'GET', url: path });
        const item = list.json().find((entry: { id: number }) => entry.id === record.id);
        expect(item.version).toBe(1);
      }
      const updated = await put(patch(1));
      expect(updated.statusCode).toBe(200);
      expect(updated.headers.etag).toBe('"2"');
      expect(updated.json().version).toBe(2);
      expect((await read()).headers.etag).toBe('"2"');
    });

    it('writes with the current If-Match and refuses a stale one with 412, the current record and nothing written', async () => {
      const { read, put } = await setUp();
      expect((await put(patch(1), '"1"')).statusCode).toBe(200);
      const before = (await read()).json();

      const stale = await put(patch(2), '"1"');
      expect(stale.statusCode).toBe(412);
      expect(stale.headers.etag).toBe('"2"');
      expect(stale.json().message).toBe(VERSION_CONFLICT_MESSAGE);
      expect(stale.json().current).toMatchObject({ version: 2, [field]: before[field] });
      expect((await read()).json()).toEqual(before);
    });

    it('writes without If-Match and with If-Match: * (partial updates of API clients)', async () => {
      const { put } = await setUp();
      expect((await put(patch(1))).statusCode).toBe(200);
      const any = await put(patch(2), '*');
      expect(any.statusCode).toBe(200);
      expect(any.json().version).toBe(3);
    });

    it.each(['abc', '1', 'W/"1"', '"1", "2"', '""', '"0"', '"99999999999"'])(
      'answers 400 naming If-Match for %s, and writes nothing',
      async (ifMatch) => {
        const { read, put } = await setUp();
        const response = await put(patch(1), ifMatch);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(IF_MATCH_MESSAGE);
        expect((await read()).json().version).toBe(1);
      },
    );

    it('of twenty concurrent writes naming the same version, exactly one succeeds', async () => {
      const { read, put } = await setUp();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => put(patch(n + 10), '"1"')),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(19).fill(412)]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json();
      const after = (await read()).json();
      expect(after.version).toBe(2);
      expect(after[field]).toEqual(winner[field]);
      for (const loser of answers.filter((answer) => answer.statusCode === 412)) {
        expect(loser.json().current.version).toBe(2);
      }
    });
  });
}

export interface MovableRecordRoute {
  path: string;
  context: () => TestContext;
  /** Stores a record of `eventId` created by `createdById`. */
  create: (createdById: number, eventId: number) => Promise<{ id: number }>;
  createEvent: (createdById: number) => Promise<{ id: number }>;
  /** How the refusal names the record, e.g. 'attendee'. */
  noun: string;
}

/**
 * No removal sideways: moving a record to another event needs the right to delete it from the
 * old one (its creator or an admin), so nobody moves others' records into an event they may
 * delete.
 */
export function describeMoveRule(options: MovableRecordRoute): void {
  const { path, context, create, createEvent, noun } = options;
  const move = async (user: TestUser, id: number, eventId: number) =>
    (await actingAs(context(), user)).inject({
      method: 'PUT',
      url: `${path}/${id}`,
      payload: { eventId },
    });
  const eventOf = async (user: TestUser, id: number) =>
    (await (await actingAs(context(), user)).inject({ method: 'GET', url: `${path}/${id}` })).json()
      .eventId;

  describe(`PUT ${path}/:id to another event`, () => {
    it('refuses a member who did not create it with 403 naming the rule, and moves nothing', async () => {
      const { db } = context();
      const creator = await createUser(db);
      const member = await createUser(db);
      const from = await createEvent(creator.id);
      const own = await createEvent(member.id);
      const record = await create(creator.id, from.id);
      const response = await move(member, record.id, own.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        `Only the ${noun}'s creator or an admin can move it to another event (moving needs the right to delete it from this one)`,
      );
      expect(await eventOf(member, record.id)).toBe(from.id);
    });

    it('lets its creator and an admin move it, and anyone edit it within its event', async () => {
      const { db } = context();
      const creator = await createUser(db);
      const admin = await createUser(db, { traits: ['admin'] });
      const member = await createUser(db);
      const from = await createEvent(creator.id);
      const to = await createEvent(member.id);
      const record = await create(creator.id, from.id);
      expect((await move(member, record.id, from.id)).statusCode).toBe(200);
      expect((await move(creator, record.id, to.id)).statusCode).toBe(200);
      expect(await eventOf(creator, record.id)).toBe(to.id);
      expect((await move(admin, record.id, from.id)).statusCode).toBe(200);
      expect(await eventOf(admin, record.id)).toBe(from.id);
    });
  });
}
