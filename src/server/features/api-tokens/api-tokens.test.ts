import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiToken, ApiTokenCreated } from '@shared/schemas/api-token';
import { apiTokens, events, users } from '../../db/schema/index';
import { DAY_MS, ManualClock, MINUTE_MS } from '../../lib/clock';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

const clock = new ManualClock('2031-05-01T10:00:00Z');
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({}, { clock });
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  clock.set('2031-05-01T10:00:00Z');
});

async function makeToken(user: TestUser, body: Record<string, unknown> = {}) {
  const api = await actingAs(context, user);
  const response = await api.inject({
    method: 'POST',
    url: '/api/tokens',
    payload: { name: 'CI script', access: 'write', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ApiTokenCreated>();
}

const withToken = (
  token: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object },
) => context.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });

const event = {
  name: 'Token Conf',
  link: 'https://example.org',
  startDate: '2031-09-01',
  endDate: '2031-09-02',
  location: 'Online',
  goals: ['attending'],
};

describe('a personal API token', () => {
  it('works on API routes with its owner’s rights, as its owner', async () => {
    const me = await createUser(context.db);
    const { token } = await makeToken(me);
    expect(token).toMatch(/^ospo_[\w-]{43}$/);
    const created = await withToken(token, { method: 'POST', url: '/api/events', payload: event });
    expect(created.statusCode).toBe(201);
    expect(created.json().createdById).toBe(me.id);
    expect((await withToken(token, { url: '/api/events' })).statusCode).toBe(200);
  });

  it('read-only: reads, and every write answers 403', async () => {
    const me = await createUser(context.db);
    const { token } = await makeToken(me, { access: 'read' });
    expect((await withToken(token, { url: '/api/events' })).statusCode).toBe(200);
    const write = await withToken(token, { method: 'POST', url: '/api/events', payload: event });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('This API token is read-only');
    expect(await context.db.select().from(events)).toHaveLength(0);
  });

  it('performs no account-security action, even an admin’s read-write token', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const member = await createUser(context.db);
    const { token, id } = await makeToken(admin);
    const before = {
      users: await context.db.select().from(users).orderBy(users.id),
      tokens: await context.db.select().from(apiTokens),
    };
    // Each route that makes, lists or revokes tokens, or hands over, demotes or locks an account.
    for (const [method, url, payload] of [
      ['POST', '/api/tokens', { name: 'x', access: 'write' }],
      ['GET', '/api/tokens'],
      ['GET', '/api/tokens/all'],
      ['DELETE', `/api/tokens/${id}`],
      ['POST', `/api/admin/users/${member.id}/reset-link`],
      ['PUT', `/api/admin/users/${member.id}/roles`, { roles: ['user', 'admin'] }],
      ['POST', `/api/admin/users/${member.id}/disable`],
      ['POST', `/api/admin/users/${member.id}/enable`],
    ] as const) {
      const response = await withToken(token, { method, url, payload });
      expect([method, url, response.statusCode, response.json().message]).toEqual([
        method,
        url,
        403,
        'API tokens cannot be used here: sign in to the app instead',
      ]);
    }
    expect(await context.db.select().from(users).orderBy(users.id)).toEqual(before.users);
    expect(await context.db.select().from(apiTokens)).toEqual(before.tokens);
    // The same admin, signed in, still may.
    const signedIn = await actingAs(context, admin);
    const link = await signedIn.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/reset-link`,
    });
    expect(link.statusCode).toBe(200);
  });

  it('expires when its time comes', async () => {
    const me = await createUser(context.db);
    const { token, expiresAt } = await makeToken(me, { expiresInDays: 30 });
    expect(expiresAt).toBe(new Date(clock.now().getTime() + 30 * DAY_MS).toISOString());
    clock.advance(30 * DAY_MS - 1000);
    expect((await withToken(token, { url: '/api/events' })).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await withToken(token, { url: '/api/events' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This API token has expired');
  });

  it('stops working the moment it is revoked', async () => {
    const me = await createUser(context.db);
    const { token, id } = await makeToken(me);
    expect((await withToken(token, { url: '/api/events' })).statusCode).toBe(200);
    const api = await actingAs(context, me);
    expect((await api.inject({ method: 'DELETE', url: `/api/tokens/${id}` })).statusCode).toBe(204);
    const after = await withToken(token, { url: '/api/events' });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid or revoked API token');
  });

  it('is kept only as a hash: its secret is nowhere in the database', async () => {
    const me = await createUser(context.db);
    const { token } = await makeToken(me);
    const secret = token.slice('ospo_'.length);
    const rows = await context.db.select().from(apiTokens);
    expect(JSON.stringify(rows)).not.toContain(secret);
    const dump = await context.db.execute(
      sql`select string_agg(t::text, '') as all from api_tokens t`,
    );
    expect(JSON.stringify(dump)).not.toContain(secret);
    const listed = await (await actingAs(context, me)).inject({ url: '/api/tokens' });
    expect(listed.body).not.toContain(secret);
  });

  it('notes its last use at most once a minute', async () => {
    const me = await createUser(context.db);
    const { token } = await makeToken(me);
    const api = await actingAs(context, me);
    const lastUsed = async () =>
      (await api.inject({ url: '/api/tokens' })).json<ApiToken[]>()[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await withToken(token, { url: '/api/events' });
    expect(await lastUsed()).toBe('2031-05-01T10:00:00.000Z');
    clock.advance(MINUTE_MS - 1000);
    await withToken(token, { url: '/api/events' });
    expect(await lastUsed()).toBe('2031-05-01T10:00:00.000Z');
    clock.advance(1000);
    await withToken(token, { url: '/api/events' });
    expect(await lastUsed()).toBe('2031-05-01T10:01:00.000Z');
  });

  it('acts with the roles its owner has now: an admin’s token, then the same after demotion', async () => {
    const boss = await createUser(context.db);
    await context.db
      .update(users)
      .set({ realmRoles: ['user', 'admin'] })
      .where(eq(users.id, boss.id));
    const someone = await createUser(context.db);
    await makeToken(someone);
    const { token } = await makeToken(boss);
    expect((await withToken(token, { url: '/api/tokens/all' })).statusCode).toBe(403);
    const admin = await actingAs(context, { ...boss, roles: ['user', 'admin'] });
    expect((await admin.inject({ url: '/api/tokens/all' })).json<ApiToken[]>()).toHaveLength(2);
  });
});

describe('managing tokens', () => {
  it('lists one’s own, newest first, never another’s; admins list and revoke anyone’s', async () => {
    const me = await createUser(context.db);
    const other = await createUser(context.db);
    const admin = await createUser(context.db, { traits: ['admin'] });
    await makeToken(me, { name: 'first' });
    clock.advance(1000);
    await makeToken(me, { name: 'second', access: 'read' });
    const theirs = await makeToken(other, { name: 'theirs' });

    const mine = await actingAs(context, me);
    const listed = (await mine.inject({ url: '/api/tokens' })).json<ApiToken[]>();
    expect(listed.map((token) => [token.name, token.access])).toEqual([
      ['second', 'read'],
      ['first', 'write'],
    ]);
    expect((await mine.inject({ url: '/api/tokens/all' })).statusCode).toBe(403);
    expect(
      (await mine.inject({ method: 'DELETE', url: `/api/tokens/${theirs.id}` })).statusCode,
    ).toBe(404);
    expect((await withToken(theirs.token, { url: '/api/events' })).statusCode).toBe(200);

    const boss = await actingAs(context, admin);
    const all = (await boss.inject({ url: '/api/tokens/all' })).json<ApiToken[]>();
    expect(all.map((token) => token.owner.username).sort()).toEqual(
      [me.username, me.username, other.username].sort(),
    );
    expect(
      (await boss.inject({ method: 'DELETE', url: `/api/tokens/${theirs.id}` })).statusCode,
    ).toBe(204);
    expect((await withToken(theirs.token, { url: '/api/events' })).statusCode).toBe(401);
  });

  it('refuses a long name, an expiry in the past or not offered, with messages, writing nothing', async () => {
    const api = await actingAs(context, await createUser(context.db));
    for (const [body, message] of [
      [{ name: 'x'.repeat(101), access: 'write' }, 'Name must be at most 100 characters'],
      [{ name: ' ', access: 'write' }, 'Name is required'],
      [{ name: 'x', access: 'admin' }, 'Access must be read or write'],
      [
        { name: 'x', access: 'read', expiresInDays: 7 },
        'Expiry must be 30, 90 or 365 days, or none',
      ],
      [
        { name: 'x', access: 'read', expiresAt: '2031-04-30T10:00:00Z' },
        'Expiry must be in the future',
      ],
    ] as const) {
      const response = await api.inject({ method: 'POST', url: '/api/tokens', payload: body });
      expect([response.statusCode, response.body]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await context.db.select().from(apiTokens)).toHaveLength(0);
  });

  it('refuses a malformed or unknown token as a sign-in would', async () => {
    const unknown = await withToken(`ospo_${'A'.repeat(43)}`, { url: '/api/events' });
    expect(unknown.statusCode).toBe(401);
    const short = await withToken('ospo_short', { url: '/api/events' });
    expect(short.statusCode).toBe(401);
  });
});
