import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { databaseKind } from '../../test/test-database';

// The signed-in person's row is read anew on every request (no cache in any process), so what
// an admin changes through one server process counts on the very next request another process
// answers. Two apps on one database and one DATA_DIR (the same provider key) stand for two
// processes: each sees only the database, as replicas do.

let one: TestContext;
let other: TestContext;

beforeAll(async () => {
  one = await createTestContext();
  const database = { db: one.db, kind: databaseKind, close: async () => {} } as const;
  other = await createTestContext({}, { database, dataDir: one.dataDir });
});
afterAll(async () => {
  await other.close();
  await one.close();
});
beforeEach(() => one.reset());

const through = (context: TestContext, user: TestUser) => actingAs(context, user);

describe('the signed-in person, changed through another process', () => {
  it('a role change counts on the next request', async () => {
    const admin = await createUser(one.db, { traits: ['admin'] });
    const member = await createUser(one.db);
    const theirs = await through(other, member);
    expect((await theirs.inject({ url: '/api/admin/users' })).statusCode).toBe(403);

    const promote = await (
      await through(one, admin)
    ).inject({
      method: 'PUT',
      url: `/api/admin/users/${member.id}/roles`,
      payload: { roles: ['admin'] },
    });
    expect(promote.statusCode).toBe(200);
    expect((await theirs.inject({ url: '/api/admin/users' })).statusCode).toBe(200);

    const demote = await (
      await through(one, admin)
    ).inject({ method: 'PUT', url: `/api/admin/users/${member.id}/roles`, payload: { roles: [] } });
    expect(demote.statusCode).toBe(200);
    expect((await theirs.inject({ url: '/api/admin/users' })).statusCode).toBe(403);
  });

  it('disabling refuses the next request and enabling lets it back', async () => {
    const admin = await createUser(one.db, { traits: ['admin'] });
    const member = await createUser(one.db);
    const theirs = await through(other, member);
    expect((await theirs.inject({ url: '/api/events' })).statusCode).toBe(200);

    const adminApi = await through(one, admin);
    await adminApi.inject({ method: 'POST', url: `/api/admin/users/${member.id}/disable` });
    const refused = await theirs.inject({ url: '/api/events' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This account is disabled');

    await adminApi.inject({ method: 'POST', url: `/api/admin/users/${member.id}/enable` });
    expect((await theirs.inject({ url: '/api/events' })).statusCode).toBe(200);
  });

  it('a revoked API token is refused on its next request', async () => {
    const member = await createUser(one.db);
    const mine = await through(one, member);
    const created = await mine.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'script', access: 'read' },
    });
    const { token, id } = created.json<{ token: string; id: number }>();
    const withToken = () =>
      other.app.inject({ url: '/api/events', headers: { authorization: `Bearer ${token}` } });
    expect((await withToken()).statusCode).toBe(200);

    expect((await mine.inject({ method: 'DELETE', url: `/api/tokens/${id}` })).statusCode).toBe(
      204,
    );
    const refused = await withToken();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid or revoked API token');
  });
});
