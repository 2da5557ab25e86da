import { generateKeyPair, SignJWT, exportJWK } from 'jose';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/test-app';
import { signAccessToken } from '../../test/tokens';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const me = (authorization?: string) =>
  context.app.inject({ url: '/api/users/me', headers: authorization ? { authorization } : {} });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('API authentication', () => {
  it('creates the users row on a subject first request, and reuses it after', async () => {
    const token = await signAccessToken(context, {
      sub: 'subject-1',
      username: 'lin',
      name: 'Lin Yu',
      email: 'lin@example.org',
    });
    const first = await me(`Bearer ${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      username: 'lin',
      name: 'Lin Yu',
      email: 'lin@example.org',
      keycloakId: 'subject-1',
    });
    expect((await me(`Bearer ${token}`)).json().id).toBe(first.json().id);
    const rows = await context.db.select().from(users).where(eq(users.subject, 'subject-1'));
    expect(rows).toHaveLength(1);
  });

  it("creates a new subject's row without an email another account holds (ignoring case)", async () => {
    const first = await signAccessToken(context, { sub: 'subject-a', email: 'Sam@example.org' });
    const second = await signAccessToken(context, {
      sub: 'subject-b',
      username: 'sam2',
      email: 'sam@EXAMPLE.org',
    });
    expect((await me(`Bearer ${first}`)).json().email).toBe('Sam@example.org');
    const response = await me(`Bearer ${second}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'sam2', email: null });
  });

  it.each([
    ['no header', undefined, 'Authentication required'],
    ['a Basic header', 'Basic dXNlcjpwYXNz', 'Authorization header must be a Bearer token'],
    [
      'a token that is not a JWT',
      'Bearer not-a-jwt',
      'Authorization header must be a Bearer token',
    ],
    ['a JWT with garbage parts', 'Bearer abc.def.ghi', 'Token is malformed'],
  ])('answers 401 JSON for %s', async (_case, header, message) => {
    const response = await me(header);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message });
  });

  it('refuses an expired token', async () => {
    const token = await signAccessToken(context, {
      sub: 's',
      claims: { exp: Math.floor(Date.now() / 1000) - 60 },
    });
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token has expired');
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: context.secrets.signingKeys[0]!.kid })
      .setSubject('s')
      .setIssuer(context.config.oidc.issuer)
      .setAudience(context.config.oidc.audience!)
      .setExpirationTime('5m')
      .sign(privateKey);
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token signature is not valid');
  });

  it('refuses a tampered payload, also right after the genuine token was accepted', async () => {
    const token = await signAccessToken(context, { sub: 's', roles: ['user'] });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.realm_access.roles = ['admin'];
    const response = await me(`Bearer ${header}.${base64url(claims)}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token signature is not valid');
  });

  it('refuses a tampered signature right after the genuine token was accepted', async () => {
    const token = await signAccessToken(context, { sub: 's' });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const at = Math.floor(signature.length / 2);
    const changed = signature[at] === 'A' ? 'B' : 'A';
    const tampered = `${signature.slice(0, at)}${changed}${signature.slice(at + 1)}`;
    const response = await me(`Bearer ${header}.${payload}.${tampered}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token signature is not valid');
  });

  it("refuses alg 'none'", async () => {
    const claims = {
      sub: 's',
      iss: context.config.oidc.issuer,
      aud: context.config.oidc.audience,
      exp: Math.floor(Date.now() / 1000) + 300,
    };
    const response = await me(
      `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    );
    expect(response.statusCode).toBe(401);
    expect(await context.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual([
      { n: 0 },
    ]);
  });

  it('refuses an HMAC token made with the public key as secret', async () => {
    const publicJwk = await exportJWK((await generateKeyPair('RS256')).publicKey);
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('s')
      .setIssuer(context.config.oidc.issuer)
      .setAudience(context.config.oidc.audience!)
      .setExpirationTime('5m')
      .sign(secret);
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token algorithm is not allowed');
  });

  it.each([
    ['issuer', { iss: 'https://evil.example.org/oidc' }, 'Token iss claim is not valid'],
    ['audience', { aud: 'https://other.example.org/api' }, 'Token aud claim is not valid'],
  ])('refuses a wrong %s', async (_case, claims, message) => {
    const token = await signAccessToken(context, { sub: 's', claims });
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(message);
  });

  it('writes no users row for a refused token', async () => {
    const token = await signAccessToken(context, {
      sub: 'never',
      claims: { exp: Math.floor(Date.now() / 1000) - 60 },
    });
    await me(`Bearer ${token}`);
    expect(await context.db.select().from(users).where(eq(users.subject, 'never'))).toEqual([]);
  });
});

describe('public and unknown routes', () => {
  it('serves version, identity config and health without a token', async () => {
    const version = await context.app.inject({ url: '/api/version' });
    expect(version.json()).toMatchObject({ version: expect.any(String), environment: 'test' });
    const identity = await context.app.inject({ url: '/api/keycloak-config' });
    expect(identity.json()).toMatchObject({
      issuer: 'http://localhost:3000/oidc',
      clientId: 'ospo-events',
      resource: 'ospo-events',
      builtIn: true,
    });
    expect((await context.app.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
  });

  it('answers an unknown /api path with a 404 JSON message', async () => {
    const response = await context.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No route for GET /api/no-such-thing' });
  });

  it('answers 400 for a non-numeric user id', async () => {
    const token = await signAccessToken(context, { sub: 's' });
    const response = await context.app.inject({
      url: '/api/users/abc',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Id must be a number');
  });

  it('answers 404 for an unknown user id and shows others no personal settings', async () => {
    const other = await signAccessToken(context, { sub: 'other', username: 'other' });
    const otherId = (await me(`Bearer ${other}`)).json().id;
    const token = await signAccessToken(context, { sub: 's', username: 'viewer' });
    const missing = await context.app.inject({
      url: '/api/users/9999',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.statusCode).toBe(404);
    const seen = await context.app.inject({
      url: `/api/users/${otherId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).not.toHaveProperty('preferences');
    expect(seen.json()).not.toHaveProperty('keycloakId');
  });
});
