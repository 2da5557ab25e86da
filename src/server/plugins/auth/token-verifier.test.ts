import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import type { TokenIdentity } from '../../lib/identity';
import { createTokenVerifier, type VerifyToken } from './token-verifier';
import { VERIFIED_TOKEN_TTL_MS, VerifiedTokens } from './verified-tokens';

const ISSUER = 'http://localhost:3000/oidc';
const AUDIENCE = 'ospo-events';
const START = new Date('2026-03-01T09:00:00Z');

let privateKey: CryptoKey;
let publicJwk: JWK;
let clock: ManualClock;
let verify: VerifyToken;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
});

beforeEach(() => {
  clock = new ManualClock(START);
  verify = createTokenVerifier({
    issuer: ISSUER,
    clientId: AUDIENCE,
    audience: AUDIENCE,
    rolesClaim: 'realm_access.roles',
    localKeys: [publicJwk],
    clock,
  });
});

/** A token issued at the clock's now, valid for `lifetimeSeconds`. */
function sign(lifetimeSeconds: number, roles = ['user']) {
  const now = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ realm_access: { roles } })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('subject-1')
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(privateKey);
}

/** Another character in the middle of the signature (the last one may only carry padding bits). */
function tamperSignature(token: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const at = Math.floor(signature.length / 2);
  const swapped = signature[at] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, at)}${swapped}${signature.slice(at + 1)}`;
}

describe('the verified-token memory', () => {
  it('refuses a remembered token once its exp has passed, though 30 s have not', async () => {
    const token = await sign(20);
    expect((await verify(token)).sub).toBe('subject-1');
    clock.advance(19_000);
    expect((await verify(token)).sub).toBe('subject-1');
    // Past exp and jose's 5 s of clock tolerance, still inside the 30 s a token is remembered.
    clock.advance(7_000);
    await expect(verify(token)).rejects.toThrow('Token has expired');
  });

  it('never answers a token with a changed signature from memory', async () => {
    const token = await sign(300);
    await verify(token);
    await expect(verify(tamperSignature(token))).rejects.toThrow('Token signature is not valid');
    // Nor does the refused text get remembered: the genuine token still passes, the copy never.
    await expect(verify(tamperSignature(token))).rejects.toThrow('Token signature is not valid');
    expect((await verify(token)).sub).toBe('subject-1');
  });

  it('never answers a token with changed claims under the remembered signature', async () => {
    const token = await sign(300);
    await verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    claims.realm_access.roles = ['admin'];
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expect(verify(forged)).rejects.toThrow('Token signature is not valid');
  });
});

describe('VerifiedTokens', () => {
  const identity = (sub: string): TokenIdentity => ({ sub, username: sub, roles: ['user'] });
  const farExp = START.getTime() / 1000 + 3600;

  it('forgets a token 30 s after it was verified', () => {
    const tokens = new VerifiedTokens(clock);
    tokens.remember('a', identity('a'), farExp);
    clock.advance(VERIFIED_TOKEN_TTL_MS - 1);
    expect(tokens.get('a')?.sub).toBe('a');
    clock.advance(1);
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('holds at most its limit, dropping the least recently used', () => {
    const tokens = new VerifiedTokens(clock, 2);
    tokens.remember('a', identity('a'), farExp);
    tokens.remember('b', identity('b'), farExp);
    tokens.get('a');
    tokens.remember('c', identity('c'), farExp);
    expect(tokens.size).toBe(2);
    expect(tokens.get('b')).toBeUndefined();
    expect(tokens.get('a')?.sub).toBe('a');
    expect(tokens.get('c')?.sub).toBe('c');
  });
});
