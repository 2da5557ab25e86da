import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discoveryInterests } from '../../db/schema/index';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

// GET/PUT /api/me/discovery-interests: each person's own interests, replaced whole.
let context: TestContext;
let me: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  me = await createUser(context.db);
});

const URL = '/api/me/discovery-interests';
const NONE = { topics: [], countries: [], online: false, languages: [] };

describe('my discovery interests', () => {
  it('start empty, are replaced whole by PUT, and are mine alone', async () => {
    const api = await actingAs(context, me);
    expect((await api.inject({ url: URL })).json()).toEqual(NONE);

    const saved = await api.inject({
      method: 'PUT',
      url: URL,
      payload: { topics: [' javascript ', 'JavaScript', 'devops'], languages: ['en', 'De'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = {
      topics: ['javascript', 'devops'],
      countries: [],
      online: false,
      languages: ['EN', 'DE'],
    };
    expect(saved.json()).toEqual(first);
    expect((await api.inject({ url: URL })).json()).toEqual(first);

    const replaced = { topics: [], countries: ['Germany'], online: true, languages: [] };
    await api.inject({
      method: 'PUT',
      url: URL,
      payload: { countries: ['Germany'], online: true },
    });
    expect((await api.inject({ url: URL })).json()).toEqual(replaced);

    const other = await actingAs(context, await createUser(context.db));
    expect((await other.inject({ url: URL })).json()).toEqual(NONE);
  });

  it('refuses bad input with a message, writing nothing; and strangers', async () => {
    const api = await actingAs(context, me);
    for (const payload of [
      { topics: 'javascript' },
      { languages: ['x'.repeat(11)] },
      { online: 'yes' },
      { topics: [''] },
    ]) {
      const response = await api.inject({ method: 'PUT', url: URL, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/\w/);
    }
    expect(await context.db.select().from(discoveryInterests)).toEqual([]);
    const anonymous = await context.app.inject({ method: 'PUT', url: URL, payload: NONE });
    expect(anonymous.statusCode).toBe(401);
    expect((await context.app.inject({ url: URL })).statusCode).toBe(401);
  });
});
