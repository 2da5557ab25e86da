import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignOptions {
  /** Seconds the link stays valid (default 15 minutes); negative makes an expired link. */
  expiresIn?: number;
  /** Current time in milliseconds (tests). */
  now?: number;
}

export interface SignedFileQuery {
  expires?: string;
  signature?: string;
}

export const DEFAULT_LINK_SECONDS = 15 * 60;
/**
 * Expiry is rounded up to this step so that repeated answers give the same URL for a while and
 * the browser's image cache keeps working (a link lives between 15 and 20 minutes).
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

const signatureOf = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest();

/** Signs a file link `/api/files/{key}?expires=…&signature=…` with the instance's URL key. */
export function signFileUrl(secret: string, key: string, options: SignOptions = {}): string {
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const lifetime = options.expiresIn ?? DEFAULT_LINK_SECONDS;
  const expires =
    lifetime > 0
      ? Math.ceil((now + lifetime) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS
      : now + lifetime;
  const signature = signatureOf(secret, key, expires).toString('base64url');
  return `/api/files/${encodeURIComponent(key)}?expires=${expires}&signature=${signature}`;
}

/** Seconds a signed link has left, or null when its signature or expiry does not hold. */
export function verifyFileUrl(
  secret: string,
  key: string,
  query: SignedFileQuery,
  now = Date.now(),
): number | null {
  if (!query.expires || !/^\d{1,12}$/.test(query.expires) || !query.signature) return null;
  const expires = Number(query.expires);
  const expected = signatureOf(secret, key, expires);
  const given = Buffer.from(query.signature, 'base64url');
  // Buffer decoding skips stray characters: accept only the one canonical spelling.
  if (given.toString('base64url') !== query.signature) return null;
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const left = expires - Math.floor(now / 1000);
  return left > 0 ? left : null;
}
