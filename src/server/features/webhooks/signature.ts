import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_RULES } from '@shared/schemas/webhook';

/** A new endpoint secret as Standard Webhooks writes it: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_RULES.secretPrefix}${randomBytes(32).toString('base64')}`;
}

/** One `v1,` signature: base64 HMAC-SHA256 over `id.timestamp.body` keyed by the secret's bytes. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_RULES.secretPrefix.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The three Standard Webhooks headers. During a rotation's overlap both the new and the previous
 * secret sign, space-separated, so a receiver still holding the old one keeps verifying.
 */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signature(secret, id, timestamp, body)).join(' '),
  };
}
