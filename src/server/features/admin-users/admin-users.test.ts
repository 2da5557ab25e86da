import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, type AdminUser } from '@shared/schemas/admin-user';
import { auditLog, oidcPayloads, users } from '../../db/schema/index';
import { createAccount } from '../../test/factories/account-factory';
import * as service from './admin-users.service';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { signInViaProvider } from '../../test/provider-flow';
import { actingAs } from '../../test/requests';
import { createTestContext, TEST_PUBLIC_URL, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const settings = { builtIn: true, publicUrl: TEST_PUBLIC_URL };
const as = async (user: TestUser) => actingAs(context, user);
const rowOf = async (id: number) =>
  (await context.db.select().from(users).where(eq(users.id, id)))[0]!;

async function setRoles(admin: TestUser, id: number, roles: unknown, headers = {}) {
  return (await as(admin)).inject({
    method: 'PUT',
    url: `/api/admin/users/${id}/roles`,
    payload: { roles },
    headers,
  });
}

const post = async (admin: TestUser, id: number, action: string) =>
  (await as(admin)).inject({ method: 'POST', url: `/api/admin/users/${id}/${action}` });

/**
 * The accounts and provider payloads, to prove a refused request wrote nothing. The people named
 * make a request first: a subject's first request of the hour notes its sign-in time.
 */
async function snapshot(...signedIn: TestUser[]) {
  for (const user of signedIn) await (await as(user)).inject({ url: '/api/users/me' });
  const rows = await context.db.select().from(users).orderBy(users.id);
  const payloads = await context.db.select().from(oidcPayloads);
  return { rows, payloads };
}

describe('GET /api/admin/users', () => {
  it('pages, searches name, username and email, sorts, and says the total', async () => {
    const admin = await createUser(context.db, { name: 'Ada Admin', traits: ['admin'] });
    await createUser(context.db, { name: 'Bob Builder', username: 'bob' });
    await createUser(context.db, { name: 'Carla Rossi', email: 'carla@builders.example' });
    await createUser(context.db, { name: 'Dan Brown', username: 'the_builder' });
    const api = await as(admin);

    const all = await api.inject({ url: '/api/admin/users?limit=2' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.json<AdminUser[]>().map((user) => user.name)).toEqual(['Ada Admin', 'Bob Builder']);
    const second = await api.inject({ url: '/api/admin/users?limit=2&offset=2' });
    expect(second.json<AdminUser[]>().map((user) => user.name)).toEqual([
      'Carla Rossi',
      'Dan Brown',
    ]);

    const found = await api.inject({ url: '/api/admin/users?q=BUILD&sort=-name' });
    expect(found.headers['x-total-count']).toBe('3');
    expect(found.json<AdminUser[]>().map((user) => user.name)).toEqual([
      'Dan Brown',
      'Carla Rossi',
      'Bob Builder',
    ]);
    const [ada] = all.json<AdminUser[]>();
    expect(ada).toMatchObject({
      id: admin.id,
      username: admin.username,
      email: admin.email,
      roles: ['user', 'admin'],
      status: 'active',
      disabledAt: null,
    });
    // % and _ are searched as text, not as patterns.
    const literal = await api.inject({ url: '/api/admin/users?q=_' });
    expect(literal.json<AdminUser[]>().map((user) => user.username)).toEqual(['the_builder']);
  });

  it('filters by status', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const gone = await createUser(context.db);
    await context.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.id));
    const api = await as(admin);
    const disabled = await api.inject({ url: '/api/admin/users?status=disabled' });
    expect(disabled.json<AdminUser[]>().map((user) => [user.id, user.status])).toEqual([
      [gone.id, 'disabled'],
    ]);
    const active = await api.inject({ url: '/api/admin/users?status=active' });
    expect(active.json<AdminUser[]>().map((user) => user.id)).toEqual([admin.id]);
  });

  it('answers 400 with the field for bad paging, sort, status or search', async () => {
    const api = await as(await createUser(context.db, { traits: ['admin'] }));
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
      ['sort=password', 'sort'],
      ['status=gone', 'status'],
      [`q=${'x'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const response = await api.inject({ url: `/api/admin/users?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
  });
});

describe('only admins', () => {
  it.each([
    ['a plain user', [] as const],
    ['a reviewer', ['reviewer'] as const],
  ])('%s gets 403 on every route and nothing is written', async (_who, traits) => {
    await createUser(context.db, { traits: ['admin'] });
    const caller = await createUser(context.db, { traits: [...traits] });
    const target = await createUser(context.db);
    const api = await as(caller);
    const before = await snapshot(caller);
    const requests = [
      { method: 'GET' as const, url: '/api/admin/users' },
      {
        method: 'PUT' as const,
        url: `/api/admin/users/${target.id}/roles`,
        payload: { roles: ['admin'] },
      },
      // Their own promotion is no different.
      {
        method: 'PUT' as const,
        url: `/api/admin/users/${caller.id}/roles`,
        payload: { roles: ['admin'] },
      },
      // Bad input still answers 403: nothing about the route is revealed.
      { method: 'PUT' as const, url: `/api/admin/users/${target.id}/roles`, payload: { roles: 1 } },
      { method: 'POST' as const, url: `/api/admin/users/${target.id}/disable` },
      { method: 'POST' as const, url: `/api/admin/users/${target.id}/enable` },
      { method: 'POST' as const, url: `/api/admin/users/${target.id}/reset-link` },
    ];
    for (const request of requests) {
      const response = await api.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json().message).toBe(ADMIN_USER_MESSAGES.adminsOnly);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('401 without a token', async () => {
    const response = await context.app.inject({ url: '/api/admin/users' });
    expect(response.statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('take effect on the next request, whatever the token says', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const member = await createUser(context.db);
    // Their token, signed before the change, still says only 'user'.
    const theirs = await as(member);
    expect((await theirs.inject({ url: '/api/admin/users' })).statusCode).toBe(403);

    const promoted = await setRoles(admin, member.id, ['admin']);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<AdminUser>().roles).toEqual(['user', 'admin']);
    expect((await rowOf(member.id)).realmRoles).toEqual(['user', 'admin']);
    expect((await theirs.inject({ url: '/api/admin/users' })).statusCode).toBe(200);

    expect((await setRoles(admin, member.id, ['reviewer'])).statusCode).toBe(200);
    expect((await theirs.inject({ url: '/api/admin/users' })).statusCode).toBe(403);
    // And the other way: an admin's token after demotion acts as a plain user.
    const adminsToken = await as(admin);
    await setRoles(member, member.id, []);
    expect((await adminsToken.inject({ url: '/api/admin/users' })).statusCode).toBe(200);
  });

  it('a token claiming admin grants nothing the database does not hold', async () => {
    const member = await createUser(context.db);
    const api = await as({ ...member, roles: ['user', 'admin'] });
    expect((await api.inject({ url: '/api/admin/users' })).statusCode).toBe(403);
  });

  it('keeps user, orders the roles and ignores repeats', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const member = await createUser(context.db);
    const response = await setRoles(admin, member.id, ['admin', 'reviewer', 'admin']);
    expect(response.json<AdminUser>().roles).toEqual(['user', 'reviewer', 'admin']);
    expect((await setRoles(admin, member.id, [])).json<AdminUser>().roles).toEqual(['user']);
  });

  it('refuses unknown roles and bad bodies with 400 and writes nothing', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const member = await createUser(context.db);
    const before = await snapshot(admin);
    for (const roles of [['superuser'], ['admin', 'root'], 'admin', null, [1]]) {
      const response = await setRoles(admin, member.id, roles);
      expect(response.statusCode, JSON.stringify(roles)).toBe(400);
      expect(response.json().errors, JSON.stringify(roles)).toBeDefined();
    }
    const unknown = await setRoles(admin, member.id, ['superuser']);
    expect(unknown.json().errors['roles.0']).toBe('Must be one of: user, reviewer, admin');
    const missing = await (
      await as(admin)
    ).inject({
      method: 'PUT',
      url: `/api/admin/users/${member.id}/roles`,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ roles: 'Required' });
    expect((await setRoles(admin, 0, ['user'])).statusCode).toBe(400);
    expect((await setRoles(admin, 999_999, ['user'])).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('honours If-Match: a stale version answers 412', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const member = await createUser(context.db);
    const { version } = await rowOf(member.id);
    expect(
      (await setRoles(admin, member.id, ['reviewer'], { 'if-match': `"${version}"` })).statusCode,
    ).toBe(200);
    const stale = await setRoles(admin, member.id, ['admin'], { 'if-match': `"${version}"` });
    expect(stale.statusCode).toBe(412);
    expect((await rowOf(member.id)).realmRoles).toEqual(['user', 'reviewer']);
  });
});

describe('the last active admin', () => {
  it('cannot remove their own admin role or disable themselves', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    await createUser(context.db);
    const before = await snapshot(admin);
    const demote = await setRoles(admin, admin.id, ['user']);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(ADMIN_USER_MESSAGES.lastAdminRole);
    const disable = await post(admin, admin.id, 'disable');
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe(ADMIN_USER_MESSAGES.lastAdminDisable);
    expect(await snapshot()).toEqual(before);
  });

  it('a disabled admin does not count; with another active admin either is allowed', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const other = await createUser(context.db, { traits: ['admin'] });
    await context.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.id));
    expect((await setRoles(admin, admin.id, ['user'])).statusCode).toBe(409);

    expect((await post(admin, other.id, 'enable')).statusCode).toBe(200);
    expect((await setRoles(admin, admin.id, ['user', 'reviewer'])).statusCode).toBe(200);
    expect((await rowOf(admin.id)).realmRoles).toEqual(['user', 'reviewer']);
    // Now `other` is the last one.
    expect((await post(other, other.id, 'disable')).statusCode).toBe(409);
  });

  // Straight to the service, so both writes are sure to start before either commits (a request
  // would find its caller already demoted); on PostgreSQL they run on two connections at once.
  it('two admins demoting or disabling each other at once leave one active admin', async () => {
    for (const change of ['demote', 'disable'] as const) {
      await context.reset();
      const first = await createUser(context.db, { traits: ['admin'] });
      const second = await createUser(context.db, { traits: ['admin'] });
      const act = (user: TestUser, target: TestUser) => {
        const admin = {
          id: user.id,
          sub: user.subject,
          username: user.username,
          roles: user.roles,
        };
        return change === 'demote'
          ? service.setRoles(context.db, settings, admin, target.id, ['user'], undefined)
          : service.setDisabled(context.db, settings, admin, target.id, true);
      };
      const results = await Promise.allSettled([act(first, second), act(second, first)]);
      expect(results.map((result) => result.status).sort(), change).toEqual([
        'fulfilled',
        'rejected',
      ]);
      const refused = results.find((result) => result.status === 'rejected')!;
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 409,
        message: ADMIN_USER_MESSAGES.lastAdmin,
      });
      const active = await context.db
        .select({ id: users.id })
        .from(users)
        .where(sql`'admin' = any(${users.realmRoles}) and ${users.disabledAt} is null`);
      expect(active, change).toHaveLength(1);
    }
  });
});

describe('disabling an account', () => {
  it('refuses its access token at the next request and enabling lets it back', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const member = await createUser(context.db);
    const theirs = await as(member);
    expect((await theirs.inject({ url: '/api/users/me' })).statusCode).toBe(200);

    const disabled = await post(admin, member.id, 'disable');
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<AdminUser>()).toMatchObject({ status: 'disabled' });
    expect(disabled.json<AdminUser>().disabledAt).not.toBeNull();
    const refused = await theirs.inject({ url: '/api/users/me' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This account is disabled');
    // Disabling twice changes nothing.
    expect((await post(admin, member.id, 'disable')).json<AdminUser>().disabledAt).toBe(
      disabled.json<AdminUser>().disabledAt,
    );

    const enabled = await post(admin, member.id, 'enable');
    expect(enabled.json<AdminUser>()).toMatchObject({ status: 'active', disabledAt: null });
    expect((await theirs.inject({ url: '/api/users/me' })).statusCode).toBe(200);
  });

  it('refuses its personal API tokens too', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const member = await createUser(context.db);
    const created = await (
      await as(member)
    ).inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'script', access: 'read' },
    });
    const token = created.json<{ token: string }>().token;
    const withToken = () =>
      context.app.inject({ url: '/api/events', headers: { authorization: `Bearer ${token}` } });
    expect((await withToken()).statusCode).toBe(200);
    await post(admin, member.id, 'disable');
    const refused = await withToken();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This account is disabled');
  });

  it('ends its provider sessions: the refresh token is refused, sign-in says why', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const account = await createAccount(context.db);
    const tokens = await signInViaProvider(context, account.username, account.password);
    const refresh = () =>
      context.app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token!,
          client_id: context.config.oidc.clientId,
        }).toString(),
      });
    const stored = async () =>
      context.db
        .select({ model: oidcPayloads.model })
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${account.subject}`);
    expect((await stored()).map((row) => row.model)).toEqual(
      expect.arrayContaining(['Session', 'Grant', 'RefreshToken']),
    );
    const access = { authorization: `Bearer ${tokens.access_token}` };
    expect((await context.app.inject({ url: '/api/users/me', headers: access })).statusCode).toBe(
      200,
    );

    expect((await post(admin, account.id, 'disable')).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    const refused = await refresh();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid_grant');
    expect((await context.app.inject({ url: '/api/users/me', headers: access })).statusCode).toBe(
      401,
    );
    await expect(signInViaProvider(context, account.username, account.password)).rejects.toThrow(
      'login answered 403',
    );

    await post(admin, account.id, 'enable');
    const again = await signInViaProvider(context, account.username, account.password);
    expect(again.access_token).toBeTruthy();
  });
});

describe('password-reset links', () => {
  async function resetLink(admin: TestUser, id: number) {
    const response = await post(admin, id, 'reset-link');
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json<{ url: string; expiresAt: string }>();
    const url = new URL(link.url);
    return { ...link, path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
  }

  const submit = (fields: Record<string, string>) =>
    context.app.inject({
      method: 'POST',
      url: '/password-reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('lets the person set a new password once; the old one and other sign-ins end', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const account = await createAccount(context.db);
    const before = await signInViaProvider(context, account.username, account.password);
    const link = await resetLink(admin, account.id);
    expect(link.url.startsWith(`${TEST_PUBLIC_URL}/password-reset?token=`)).toBe(true);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    // Only the hash is kept.
    const row = await rowOf(account.id);
    expect(row.passwordResetHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.passwordResetHash).not.toContain(link.token);

    const page = await context.app.inject({ url: link.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(account.username);

    const done = await submit({
      token: link.token,
      password: 'a new long passphrase',
      confirm: 'a new long passphrase',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Password changed');
    await expect(signInViaProvider(context, account.username, account.password)).rejects.toThrow(
      'login answered 401',
    );
    expect(
      (await signInViaProvider(context, account.username, 'a new long passphrase')).access_token,
    ).toBeTruthy();
    const refresh = await context.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: before.refresh_token!,
        client_id: context.config.oidc.clientId,
      }).toString(),
    });
    expect(refresh.statusCode).toBe(400);

    // Used up.
    expect((await context.app.inject({ url: link.path })).statusCode).toBe(404);
    const reuse = await submit({
      token: link.token,
      password: 'yet another passphrase',
      confirm: 'yet another passphrase',
    });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.body).toContain('expired or was used already');
  });

  it('refuses a weak or mismatched password with the provider’s rules, keeping the link', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const account = await createAccount(context.db, { username: 'grace' });
    const { token } = await resetLink(admin, account.id);
    const hashBefore = (await rowOf(account.id)).passwordHash;
    const cases: [Record<string, string>, string][] = [
      [{ password: 'short', confirm: 'short' }, 'Password must be at least 10 characters.'],
      [{ password: 'password123', confirm: 'password123' }, 'That password is too common.'],
      [{ password: 'GRACE', confirm: 'GRACE' }, 'Password must be at least 10 characters.'],
      [
        { password: 'grace@example.org', confirm: 'grace@example.org' },
        'Password cannot be your username or email.',
      ],
      [
        { password: 'a new long passphrase', confirm: 'another long passphrase' },
        'The two passwords are not the same.',
      ],
      [{ password: 'x'.repeat(201), confirm: 'x'.repeat(201) }, 'at most 200 characters'],
    ];
    for (const [fields, message] of cases) {
      const response = await submit({ token, ...fields });
      expect(response.statusCode, message).toBe(400);
      expect(response.body, message).toContain(message);
    }
    expect((await rowOf(account.id)).passwordHash).toBe(hashBefore);
    expect((await context.app.inject({ url: `/password-reset?token=${token}` })).statusCode).toBe(
      200,
    );
  });

  it('refuses an unknown, expired or replaced link', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const account = await createAccount(context.db);
    expect((await context.app.inject({ url: '/password-reset' })).statusCode).toBe(404);
    expect((await context.app.inject({ url: '/password-reset?token=nope' })).statusCode).toBe(404);
    const first = await resetLink(admin, account.id);
    const second = await resetLink(admin, account.id);
    expect((await context.app.inject({ url: first.path })).statusCode).toBe(404);
    expect((await context.app.inject({ url: second.path })).statusCode).toBe(200);
    await context.db
      .update(users)
      .set({ passwordResetExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(users.id, account.id));
    expect((await context.app.inject({ url: second.path })).statusCode).toBe(404);
    const late = await submit({
      token: second.token,
      password: 'a new long passphrase',
      confirm: 'a new long passphrase',
    });
    expect(late.statusCode).toBe(404);
    expect((await post(admin, 999_999, 'reset-link')).statusCode).toBe(404);
  });
});

describe('the audit log', () => {
  it('credits the admin with role changes, disabling and reset links, never the link itself', async () => {
    const admin = await createUser(context.db, { traits: ['admin'] });
    const member = await createUser(context.db);
    await setRoles(admin, member.id, ['reviewer']);
    await post(admin, member.id, 'disable');
    const link = (await post(admin, member.id, 'reset-link')).json<{ url: string }>();
    const rows = await context.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.recordType} = 'users' and ${auditLog.recordId} = ${member.id} and ${auditLog.action} = 'update'`,
      )
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.actorId, Object.keys(row.changes as object)])).toEqual([
      [admin.id, ['realmRoles']],
      [admin.id, ['disabledAt']],
    ]);
    const token = new URL(link.url).searchParams.get('token')!;
    const everything = JSON.stringify(await context.db.select().from(auditLog));
    expect(everything).not.toContain(token);
    expect(everything).not.toMatch(/passwordReset/i);
  });
});
