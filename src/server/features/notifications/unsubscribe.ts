import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_DEFAULTS } from '@shared/domain';
import type { NotificationPreferences } from '@shared/schemas/user';

export type SwitchKey = keyof NotificationPreferences;

export const SWITCH_KEYS = Object.keys(NOTIFICATION_DEFAULTS) as SwitchKey[];

/**
 * The one-click unsubscribe link of an email (RFC 8058): user and switch, signed with the
 * instance's URL key under a purpose of its own, so a file-link signature is never one of these.
 * It does not expire: an email is read, and its link used, long after it was sent.
 */
function signatureOf(key: string, userId: number, switchKey: SwitchKey): Buffer {
  return createHmac('sha256', key).update(`unsubscribe\n${userId}\n${switchKey}`).digest();
}

export function unsubscribeUrl(
  publicUrl: string,
  signingKey: string,
  userId: number,
  switchKey: SwitchKey,
): string {
  const signature = signatureOf(signingKey, userId, switchKey).toString('base64url');
  const query = new URLSearchParams({ user: String(userId), switch: switchKey, signature });
  return `${publicUrl}/api/notifications/unsubscribe?${query}`;
}

export interface UnsubscribeQuery {
  user?: string;
  switch?: string;
  signature?: string;
}

/** The user and switch a link names, or null when it was not signed by this instance. */
export function verifyUnsubscribe(
  signingKey: string,
  query: UnsubscribeQuery,
): { userId: number; switchKey: SwitchKey } | null {
  if (!query.user || !/^[1-9]\d{0,9}$/.test(query.user) || !query.signature) return null;
  if (!SWITCH_KEYS.includes(query.switch as SwitchKey)) return null;
  const userId = Number(query.user);
  const switchKey = query.switch as SwitchKey;
  const expected = signatureOf(signingKey, userId, switchKey);
  const given = Buffer.from(query.signature, 'base64url');
  if (given.toString('base64url') !== query.signature) return null;
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, switchKey };
}
