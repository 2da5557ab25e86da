import { createHash, randomBytes } from 'node:crypto';

/**
 * Long random secrets handed to a person once (a calendar feed's URL, an API token) and kept
 * only as their SHA-256: 256 random bits need no salt or slow hash, and a copy of the database
 * gives nobody a working secret.
 */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
