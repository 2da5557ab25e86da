import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

/**
 * A standard OpenID provider on loopback serving discovery and JWKS the way Keycloak does,
 * so external mode is exercised over real HTTP.
 */
async function startIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = {
    ...(await exportJWK(publicKey)),
    kid: 'kc-key',
    alg: 'RS256',
    use: 'sig',
  };
  let issuer = '';
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/realms/ospo/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
    } else if (request.url === '/realms/ospo/protocol/openid-connect/certs') {
      response.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/ospo`;
  return {
    issuer,
    privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An access token as Keycloak issues it: typ JWT, aud 'account', azp the client id. */
function keycloakToken(key: CryptoKey, issuer: string, claims: Record<string, unknown> = {}) {
  return new SignJWT({
    typ: 'Bearer',
    azp: 'ospo-events',
    aud: 'account',
    preferred_username: 'kc-user',
    email: 'kc@example.org',
    name: 'Kay Cloak',
    given_name: 'Kay',
    family_name: 'Cloak',
    realm_access: { roles: ['offline_access', 'user', 'admin'] },
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'kc-key', typ: 'JWT' })
    .setSubject(typeof claims.sub === 'string' ? claims.sub : '2b0a6f4e-kc-subject')
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

let issuer: Awaited<ReturnType<typeof startIssuer>>;

beforeAll(async () => {
  issuer = await startIssuer();
});
afterAll(() => issuer.close());

describe('external provider (Keycloak-shaped tokens)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({
      OIDC_ISSUER: issuer.issuer,
      OIDC_CLIENT_ID: 'ospo-events',
    });
  });
  afterAll(() => context.close());

  it('accepts a token issued to our client and reads realm roles', async () => {
    const token = await keycloakToken(issuer.privateKey, issuer.issuer);
    const response = await context.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'kc-user',
      name: 'Kay Cloak',
      keycloakId: '2b0a6f4e-kc-subject',
    });
  });

  it('refuses a token issued to another client', async () => {
    const token = await keycloakToken(issuer.privateKey, issuer.issuer, { azp: 'some-other-app' });
    const response = await context.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Token was not issued for this application');
  });

  it('does not mount the built-in provider and describes the realm', async () => {
    expect(
      (await context.app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode,
    ).toBe(404);
    const config = (await context.app.inject({ url: '/api/keycloak-config' })).json();
    expect(config).toMatchObject({
      realm: 'ospo',
      resource: 'ospo-events',
      issuer: issuer.issuer,
      builtIn: false,
    });
    expect(config['auth-server-url']).toBe(issuer.issuer.replace('realms/ospo', ''));
  });

  it('takes roles from the token, and the Users screen changes nothing (409)', async () => {
    await context.reset();
    const admin = {
      authorization: `Bearer ${await keycloakToken(issuer.privateKey, issuer.issuer)}`,
    };
    const plain = {
      authorization: `Bearer ${await keycloakToken(issuer.privateKey, issuer.issuer, {
        sub: 'kc-plain',
        preferred_username: 'kc-plain',
        email: 'plain@example.org',
        realm_access: { roles: ['user'] },
      })}`,
    };
    // The rows hold no roles: only the tokens say who is an admin.
    expect((await context.app.inject({ url: '/api/users/me', headers: plain })).statusCode).toBe(
      200,
    );
    const listed = await context.app.inject({ url: '/api/admin/users', headers: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(2);
    expect(listed.json().every((user: { roles: string[] }) => user.roles.length === 0)).toBe(true);
    expect((await context.app.inject({ url: '/api/admin/users', headers: plain })).statusCode).toBe(
      403,
    );
    const target = listed.json().find((user: { username: string }) => user.username === 'kc-plain');
    const before = (await context.app.inject({ url: '/api/admin/users', headers: admin })).body;
    for (const request of [
      {
        method: 'PUT' as const,
        url: `/api/admin/users/${target.id}/roles`,
        payload: { roles: ['admin'] },
      },
      { method: 'POST' as const, url: `/api/admin/users/${target.id}/disable` },
      { method: 'POST' as const, url: `/api/admin/users/${target.id}/reset-link` },
    ]) {
      const response = await context.app.inject({ ...request, headers: admin });
      expect(response.statusCode, request.url).toBe(409);
      expect(response.json().message).toBe(
        'Accounts and roles are managed in your identity provider, not in this app.',
      );
    }
    expect((await context.app.inject({ url: '/api/admin/users', headers: admin })).body).toBe(
      before,
    );
  });
});

describe('external provider with a configured audience', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: 'ospo-api' });
  });
  afterAll(() => context.close());

  it('checks aud against OIDC_AUDIENCE', async () => {
    const wrong = await keycloakToken(issuer.privateKey, issuer.issuer);
    const right = await keycloakToken(issuer.privateKey, issuer.issuer, {
      aud: ['ospo-api', 'account'],
    });
    const call = (token: string) =>
      context.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect((await call(wrong)).statusCode).toBe(401);
    expect((await call(right)).statusCode).toBe(200);
  });
});
