import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import type { TestContext } from './test-app';

export interface TokenOptions {
  sub: string;
  username?: string;
  name?: string;
  email?: string;
  roles?: string[];
  /** Override or drop standard claims to build broken tokens. */
  claims?: JWTPayload;
  /** Seconds. */
  expiresIn?: number;
}

/** Signs an access token with the instance's own provider key, shaped as the provider issues them. */
export async function signAccessToken(
  context: TestContext,
  options: TokenOptions,
): Promise<string> {
  const jwk = context.secrets.signingKeys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const lifetime = typeof options.expiresIn === 'number' ? options.expiresIn : 300;
  return new SignJWT({
    sub: options.sub,
    iss: context.config.oidc.issuer,
    aud: context.config.oidc.audience,
    iat: now,
    exp: now + lifetime,
    preferred_username: options.username ?? 'tester',
    name: options.name ?? 'Test User',
    email: options.email ?? 'tester@example.org',
    realm_access: { roles: options.roles ?? ['user'] },
    azp: context.config.oidc.clientId,
    jti: randomUUID(),
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .sign(key);
}
