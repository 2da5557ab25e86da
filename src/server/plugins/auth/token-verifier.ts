import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { systemClock, type Clock } from '../../lib/clock';
import { UnauthorizedError } from '../../lib/errors';
import type { TokenIdentity } from '../../lib/identity';
import { VerifiedTokens } from './verified-tokens';

/** Asymmetric algorithms only: 'none' and HMAC (which a public key would forge) are refused. */
const ALLOWED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

export interface VerifierOptions {
  issuer: string;
  clientId: string;
  audience?: string;
  rolesClaim: string;
  /** Local mode: the built-in provider's public keys. External mode: discovered jwks_uri. */
  localKeys?: JWK[];
  /** "Now" for exp, nbf and how long a verified token is remembered (tests move a ManualClock). */
  clock?: Clock;
}

export type VerifyToken = (token: string) => Promise<TokenIdentity>;

/**
 * Builds the one function that turns a Bearer token into an identity, or throws 401. A token
 * verified in the last 30 s (never past its exp) is not verified again: see VerifiedTokens.
 */
export function createTokenVerifier(options: VerifierOptions): VerifyToken {
  const clock = options.clock ?? systemClock;
  const verified = new VerifiedTokens(clock);
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const getKeySet = () => {
    keySet ??= options.localKeys
      ? Promise.resolve(createLocalJWKSet({ keys: options.localKeys }))
      : discoverRemoteKeySet(options.issuer);
    // A failed discovery is retried on the next request rather than cached for ever.
    keySet.catch(() => (keySet = undefined));
    return keySet;
  };

  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await getKeySet(), {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALLOWED_ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
        clockTolerance: 5,
        currentDate: clock.now(),
      }));
    } catch (error) {
      throw new UnauthorizedError(describeFailure(error));
    }
    if (!options.audience && !issuedForClient(payload, options.clientId)) {
      throw new UnauthorizedError('Token was not issued for this application');
    }
    const identity = toIdentity(payload, options.rolesClaim);
    verified.remember(token, identity, payload.exp!);
    return identity;
  };
}

async function discoverRemoteKeySet(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status}`);
  const discovery = (await response.json()) as { jwks_uri?: string };
  if (!discovery.jwks_uri) throw new Error('OpenID discovery has no jwks_uri');
  return createRemoteJWKSet(new URL(discovery.jwks_uri));
}

/** Without a configured audience, accept what the provider issued to our client (Keycloak sets azp). */
function issuedForClient(payload: JWTPayload, clientId: string): boolean {
  const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : [];
  return payload.azp === clientId || payload.client_id === clientId || audiences.includes(clientId);
}

function describeFailure(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'Token has expired';
  if (error instanceof joseErrors.JWTClaimValidationFailed)
    return `Token ${error.claim} claim is not valid`;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'Token algorithm is not allowed';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return 'Token signature is not valid';
  if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid)
    return 'Token is malformed';
  if (error instanceof joseErrors.JWKSNoMatchingKey) return 'Token was signed by an unknown key';
  return 'Token could not be verified';
}

function readPath(payload: JWTPayload, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((value, key) => {
    return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }, payload);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function toIdentity(payload: JWTPayload, rolesClaim: string): TokenIdentity {
  const roles = readPath(payload, rolesClaim);
  const sub = payload.sub as string;
  const username = text(payload.preferred_username) ?? text(payload.email) ?? sub;
  return {
    sub,
    username,
    email: text(payload.email),
    name: text(payload.name) ?? username,
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
    roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [],
  };
}
