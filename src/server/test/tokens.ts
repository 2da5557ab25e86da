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
  expiresIn?: string | number;
}

/** Signs an access token with the instance's own provider key, shaped as the provider issues them. */
export async function signAccessToken(context: TestContext, options: TokenOptions): Promise<string> {
  const jwk = context.secrets.signingKeys[0]!;
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    preferred_username: options.username ?? 'tester',
    name: options.name ?? 'Test User',
    email: options.email ?? 'tester@example.org',
    realm_access: { roles: options.roles ?? ['user'] },
    azp: context.config.oidc.clientId,
    jti: randomUUID(),
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(options.sub)
    .setIssuer(context.config.oidc.issuer)
    .setAudience(context.config.oidc.audience!)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(key);
}
