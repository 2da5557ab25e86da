import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { BenchServer } from './server';

export interface BenchIdentity {
  sub: string;
  username: string;
  name?: string;
  roles?: string[];
}

/** An access token signed with the instance's provider key, shaped as the provider issues them. */
export async function accessToken(server: BenchServer, identity: BenchIdentity): Promise<string> {
  const jwk = server.secrets.signingKeys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: identity.sub,
    iss: server.config.oidc.issuer,
    aud: server.config.oidc.audience,
    iat: now,
    exp: now + 3600,
    preferred_username: identity.username,
    name: identity.name ?? identity.username,
    email: `${identity.username}@example.org`,
    realm_access: { roles: identity.roles ?? ['user'] },
    azp: server.config.oidc.clientId,
    jti: randomUUID(),
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .sign(key);
}
