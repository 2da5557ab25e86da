import { eq, sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildApp } from '../../app';
import { createAccount } from '../../test/factories/account-factory';
import { seedDemoAccounts } from './accounts';
import {
  finishAuthorization,
  signInViaProvider,
  startAuthorization,
  submitForm,
} from '../../test/provider-flow';
import { createTestContext, TEST_PUBLIC_URL, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const countUsers = async () =>
  ((await context.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }])[0]
    .n;

describe('built-in provider sign-in', () => {
  it('issues Keycloak-shaped JWT access tokens the API accepts', async () => {
    await createAccount(context.db, {
      username: 'ada',
      password: 'analytical engine',
      name: 'Ada Lovelace',
      traits: ['admin'],
    });
    const tokens = await signInViaProvider(context, 'ada', 'analytical engine');

    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${TEST_PUBLIC_URL}/oidc`,
      aud: `${TEST_PUBLIC_URL}/api`,
      preferred_username: 'ada',
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: 'ada@example.org',
      realm_access: { roles: ['user', 'admin'] },
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      preferred_username: 'ada',
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      // The provider never checks that a person owns the address they registered.
      email_verified: false,
    });
    expect(tokens.refresh_token).toBeTruthy();

    const me = await context.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'ada', name: 'Ada Lovelace' });
  });

  it('renews tokens with the refresh token', async () => {
    await createAccount(context.db, { username: 'bo', password: 'long enough pw' });
    const tokens = await signInViaProvider(context, 'bo', 'long enough pw');
    const renewed = await context.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: context.config.oidc.clientId,
      }).toString(),
    });
    expect(renewed.statusCode).toBe(200);
    expect(decodeJwt(renewed.json().access_token).aud).toBe(`${TEST_PUBLIC_URL}/api`);

    const reused = await context.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'not-a-token',
        client_id: context.config.oidc.clientId,
      }).toString(),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');
  });

  it('shows a clear message for a wrong password or an unknown user, and writes nothing', async () => {
    await createAccount(context.db, { username: 'cy', password: 'the right one' });
    const before = await countUsers();
    for (const [username, password] of [
      ['cy', 'the wrong one'],
      ['nobody', 'whatever'],
    ] as const) {
      const flow = await startAuthorization(context);
      const response = await submitForm(context, flow, 'login', { username, password });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('Invalid username or password.');
      expect(response.body).not.toMatch(/stack|Error:/);
    }
    expect(await countUsers()).toBe(before);
  });

  it('locks a username after repeated failures from one address', async () => {
    await createAccount(context.db, { username: 'dee', password: 'the right one' });
    const flow = await startAuthorization(context);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await submitForm(context, flow, 'login', { username: 'dee', password: 'nope' }))
          .statusCode,
      ).toBe(401);
    }
    const locked = await submitForm(context, flow, 'login', {
      username: 'dee',
      password: 'the right one',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many failed sign-in attempts');
  });

  it('answers an unknown or expired interaction with a page, not a 500', async () => {
    const response = await context.app.inject({ url: '/interaction/does-not-exist' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This sign-in session has expired.');
  });
});

describe('built-in provider registration', () => {
  it('opens the registration page for prompt=create', async () => {
    const flow = await startAuthorization(context, { prompt: 'create' });
    const page = await context.app.inject({
      url: flow.interactionPath,
      headers: { cookie: flow.jar.header() },
    });
    expect(page.statusCode).toBe(200);
    for (const label of ['Username', 'Email', 'Full name', 'Password', 'Create Account'])
      expect(page.body).toContain(label);
  });

  it('creates an account with a hashed password and signs it in', async () => {
    const flow = await startAuthorization(context, { prompt: 'create' });
    const response = await submitForm(context, flow, 'register', {
      username: 'grace',
      email: 'grace@example.org',
      name: 'Grace Hopper',
      password: 'cobol forever',
    });
    expect(response.statusCode).toBe(303);
    const tokens = await finishAuthorization(context, flow, response.headers.location as string);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      preferred_username: 'grace',
      realm_access: { roles: ['user'] },
    });
    const [row] = await context.db.select().from(users).where(eq(users.username, 'grace'));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain('cobol');
  });

  it.each([
    [
      'username',
      { username: 'Taken', email: 'new@example.org' },
      'That username is already taken.',
    ],
    [
      'email',
      { username: 'fresh', email: 'TAKEN@example.org' },
      'That email is already used by another account',
    ],
  ])('refuses a duplicate %s and writes nothing', async (_field, values, message) => {
    await createAccount(context.db, { username: 'taken', email: 'taken@example.org' });
    const before = await countUsers();
    const flow = await startAuthorization(context, { prompt: 'create' });
    const response = await submitForm(context, flow, 'register', {
      ...values,
      name: 'Someone',
      password: 'long enough',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain(message);
    expect(await countUsers()).toBe(before);
  });

  it('explains each invalid field', async () => {
    const flow = await startAuthorization(context, { prompt: 'create' });
    const response = await submitForm(context, flow, 'register', {
      username: 'a',
      email: 'not-an-email',
      name: '',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Username must be 3 to 32 letters');
    expect(response.body).toContain('Enter a valid email address.');
    expect(response.body).toContain('Full name is required.');
    expect(response.body).toContain('Password must be at least 10 characters.');
    expect(await countUsers()).toBe(0);
  });

  it('states the password rule under the field, announced with it and with its error', async () => {
    const flow = await startAuthorization(context, { prompt: 'create' });
    const response = await submitForm(context, flow, 'register', {
      username: 'ada',
      email: 'ada@example.org',
      name: 'Ada',
      password: 'short',
    });
    expect(response.body).toContain(
      '<p class="field-hint" id="field-password-hint">At least 10 characters; not your username, email or a common password.</p>',
    );
    expect(response.body).toContain('aria-describedby="field-password-hint field-password-error"');
  });

  it.each([
    ['a common password', 'Password123', 'That password is too common.'],
    ['the username', 'Ada.Lovelace', 'Password cannot be your username or email.'],
    ['only spaces', '            ', 'Password cannot be only spaces.'],
  ])('refuses %s as a new password and writes nothing', async (_case, password, message) => {
    const flow = await startAuthorization(context, { prompt: 'create' });
    const response = await submitForm(context, flow, 'register', {
      username: 'ada.lovelace',
      email: 'ada@example.org',
      name: 'Ada Lovelace',
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await countUsers()).toBe(0);
  });

  it('still signs in with an existing password the rules would now refuse', async () => {
    await createAccount(context.db, { username: 'old', password: 'old' });
    const tokens = await signInViaProvider(context, 'old', 'old');
    expect(decodeJwt(tokens.access_token).preferred_username).toBe('old');
  });
});

describe('demo accounts and restarts', () => {
  it('creates demo and reviewer only when no account exists', async () => {
    expect(await seedDemoAccounts(context.db)).toBe(true);
    expect(await seedDemoAccounts(context.db)).toBe(false);
    const demo = decodeJwt((await signInViaProvider(context, 'demo', 'demo')).access_token);
    expect(demo.realm_access).toEqual({ roles: ['user', 'admin'] });
    const reviewer = decodeJwt(
      (await signInViaProvider(context, 'reviewer', 'reviewer')).access_token,
    );
    expect(reviewer.realm_access).toEqual({ roles: ['user', 'reviewer'] });
  });

  it('keeps issued tokens valid across a restart (keys persist in DATA_DIR)', async () => {
    await createAccount(context.db, { username: 'eve', password: 'persisted keys' });
    const tokens = await signInViaProvider(context, 'eve', 'persisted keys');
    const restarted = await buildApp(context.config, {
      database: { db: context.db, kind: 'pglite', close: async () => {} },
      logger: false,
    });
    try {
      const response = await restarted.inject({
        url: '/api/users/me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().username).toBe('eve');
    } finally {
      await restarted.close();
    }
  });
});
