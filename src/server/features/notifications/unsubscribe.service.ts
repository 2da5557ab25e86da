import { eq, sql } from 'drizzle-orm';
import { SWITCH_LABELS } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { verifyUnsubscribe, type SwitchKey, type UnsubscribeQuery } from './unsubscribe';
import { unsubscribePage } from './unsubscribe-page';

/**
 * The unsubscribe link's work: turns one switch off for the user it names. Null when that user
 * no longer exists (the link outlived the account).
 */
async function turnSwitchOff(
  db: Db,
  userId: number,
  switchKey: SwitchKey,
): Promise<{ username: string } | null> {
  const [row] = await db
    .update(users)
    .set({
      preferences: sql`${users.preferences} || jsonb_build_object(${switchKey}::text, false)`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ username: users.username });
  return row ?? null;
}

/** The username of a user id, or null when there is no such user any more. */
async function findUsername(db: Db, userId: number): Promise<{ username: string } | null> {
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The unsubscribe link's answer: an HTML page and its status. */
export interface UnsubscribeAnswer {
  status: 200 | 400 | 404;
  html: string;
}

/**
 * What an email's unsubscribe link does: GET only asks (mail scanners open links), POST, from the
 * page or the mail client's one-click unsubscribe (RFC 8058), turns the switch the link names off.
 */
export async function answerUnsubscribe(
  db: Db,
  signingKey: string,
  request: { method: 'GET' | 'POST'; query: UnsubscribeQuery; url: string },
): Promise<UnsubscribeAnswer> {
  const link = verifyUnsubscribe(signingKey, request.query);
  if (!link) {
    return {
      status: 400,
      html: unsubscribePage('This link is not valid', [
        'This unsubscribe link is incomplete or was changed, so it cannot turn anything off.',
        'Use the link from the email as it is, or change your notification settings after signing in.',
      ]),
    };
  }
  const label = SWITCH_LABELS[link.switchKey];
  const user =
    request.method === 'POST'
      ? await turnSwitchOff(db, link.userId, link.switchKey)
      : await findUsername(db, link.userId);
  if (!user) {
    return {
      status: 404,
      html: unsubscribePage('This account no longer exists', [
        'The account this email was sent to has been removed: there is nothing to turn off, and no more email goes to it.',
      ]),
    };
  }
  if (request.method === 'GET') {
    return {
      status: 200,
      html: unsubscribePage(
        `Turn off ${label}?`,
        [`This turns off “${label}” for ${user.username}. You can turn it on again in Settings.`],
        { action: request.url, label: `Turn off ${label}` },
      ),
    };
  }
  return {
    status: 200,
    html: unsubscribePage(`${label}: off`, [
      `“${label}” is now off for ${user.username}. You can turn it on again in Settings.`,
    ]),
  };
}
