// Settings → Notifications: the time zone reminders fall in, email's state, the admin's test email.
import { eq, sql } from 'drizzle-orm';
import type { NotificationSettings, TestEmailResult } from '@shared/schemas/notifications';
import { TIME_ZONE_MESSAGE } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { can, ensure } from '../../lib/permissions';
import { rowsOf } from '../../lib/sql';
import { describeMailError, type Mailer } from '../../mail/mailer';
import { testEmail } from './email-message';

export interface SettingsContext {
  db: Db;
  mailer: Mailer;
}

export async function getSettings(
  context: SettingsContext,
  user: CurrentUser,
): Promise<NotificationSettings> {
  const [row] = await context.db
    .select({ timeZone: users.timeZone, email: users.email })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    timeZone: row?.timeZone ?? null,
    email: {
      enabled: context.mailer.enabled,
      from: context.mailer.enabled ? context.mailer.from : null,
      to: row?.email || null,
    },
    canSendTestEmail: can.administer(user),
  };
}

/**
 * Saves the time zone reminders fall in. The browser's zone names and the database's usually
 * agree; one the database does not know is refused like an unknown one.
 */
export async function updateSettings(
  context: SettingsContext,
  user: CurrentUser,
  input: { timeZone: string },
): Promise<NotificationSettings> {
  const known = rowsOf<{ name: string }>(
    await context.db.execute(
      sql`select name from pg_timezone_names where name = ${input.timeZone} limit 1`,
    ),
  );
  if (!known.length) throw new ValidationError(TIME_ZONE_MESSAGE, { timeZone: TIME_ZONE_MESSAGE });
  await context.db
    .update(users)
    .set({ timeZone: input.timeZone, updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  return getSettings(context, user);
}

/** Admins only: sends a test email to their own address and says, in words, what went wrong. */
export async function sendTestEmail(
  context: SettingsContext & { publicUrl: string; smtpUrl?: string },
  user: CurrentUser,
): Promise<TestEmailResult> {
  ensure(can.administer(user), 'Only an admin can send a test email');
  const [row] = await context.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, user.id));
  const to = row?.email || null;
  if (!context.mailer.enabled) {
    return { sent: false, to, message: 'Email is off: SMTP_URL is not set on the server.' };
  }
  if (!to) {
    return { sent: false, to, message: 'Your profile has no email address to send to.' };
  }
  try {
    await context.mailer.send(testEmail(to, context.publicUrl));
    return { sent: true, to, message: `Test email sent to ${to}.` };
  } catch (error) {
    return {
      sent: false,
      to,
      message: describeMailError(error, context.smtpUrl ?? 'smtp://unknown').message,
    };
  }
}
