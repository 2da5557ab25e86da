import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_SWITCH, type NotificationKind } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { notificationOutbox, notifications } from '../../db/schema/notifications';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import { rowsOf } from '../../lib/sql';
import { describeMailError, type Mailer } from '../../mail/mailer';
import { readPreferences } from '../users/public';
import { notificationEmail } from './email-message';
import { CLAIM_BATCH, claimDue, type Outbox } from './outbox-claim';
import { pacer } from './pacing';
import type { Fact, NoticeSection } from './notices';
import { unsubscribeUrl, type SwitchKey } from './unsubscribe';

/** A failing email is retried until it has been due this long, then given up (admins see it). */
export const GIVE_UP_AFTER_MS = DAY_MS;

/** Wait before attempt n+1 after n failed ones: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), HOUR_MS);
}

export interface DeliveryContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  signingKey: string;
  smtpUrl?: string;
  /** Pause between statements so requests come first (PGlite: see pacing.ts). */
  pace?: boolean;
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

interface ClaimedRow {
  id: number;
  kind: NotificationKind;
  user_id: number;
  attempts: number;
  due_at: string | Date;
}

const OUTBOX: Outbox = {
  table: notificationOutbox,
  status: 'email_status',
  returning: ['id', 'kind', 'user_id', 'attempts', 'due_at'],
};

/** Finishes a claimed row, if it is still this attempt's (a lease taken over is not). */
async function finish(
  db: Db,
  row: ClaimedRow,
  values: Partial<typeof notificationOutbox.$inferInsert>,
): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ leaseUntil: null, ...values })
    .where(
      and(
        eq(notificationOutbox.id, row.id),
        eq(notificationOutbox.emailStatus, 'sending'),
        eq(notificationOutbox.attempts, row.attempts),
      ),
    );
}

/** The switch an email's unsubscribe link turns off: its kind's, else all email. */
export function unsubscribeSwitch(kind: NotificationKind): SwitchKey {
  return NOTIFICATION_SWITCH[kind] ?? 'email_notifications';
}

async function sendOne(
  context: DeliveryContext,
  row: ClaimedRow,
  now: Date,
): Promise<keyof DeliveryResult> {
  const [entry] = await context.db
    .select({
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      data: notifications.data,
      email: users.email,
      name: users.name,
      username: users.username,
      preferences: users.preferences,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.outboxId, row.id));
  const preferences = entry ? readPreferences(entry.preferences) : null;
  const switchKey = NOTIFICATION_SWITCH[row.kind];
  // Switched off (or the address removed) since the notice was written: no email after all.
  if (
    !entry?.email ||
    !preferences?.email_notifications ||
    (switchKey !== null && !preferences[switchKey])
  ) {
    await finish(context.db, row, { emailStatus: 'skipped', lastError: null });
    return 'skipped';
  }
  const data = entry.data as { facts?: Fact[]; sections?: NoticeSection[] };
  const mail = notificationEmail({
    outboxId: row.id,
    to: entry.email,
    recipientName: entry.name || entry.username,
    title: entry.title,
    body: entry.body,
    link: entry.link,
    facts: data.facts ?? [],
    sections: data.sections ?? [],
    publicUrl: context.publicUrl,
    switchKey: unsubscribeSwitch(row.kind),
    unsubscribeUrl: unsubscribeUrl(
      context.publicUrl,
      context.signingKey,
      row.user_id,
      unsubscribeSwitch(row.kind),
    ),
  });
  try {
    await context.mailer.send(mail);
  } catch (error) {
    const failure = describeMailError(error, context.smtpUrl ?? 'smtp://unknown');
    const dueAt = new Date(row.due_at).getTime();
    const nextAttempt = now.getTime() + retryDelayMs(row.attempts);
    const giveUp = failure.permanent || nextAttempt - dueAt > GIVE_UP_AFTER_MS;
    await finish(context.db, row, {
      emailStatus: giveUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(giveUp ? now.getTime() : nextAttempt),
      lastError: failure.message,
    });
    return giveUp ? 'failed' : 'retrying';
  }
  await finish(context.db, row, { emailStatus: 'sent', sentAt: now, lastError: null });
  return 'sent';
}

/**
 * The scheduler's second half: sends the emails due at `now`, one claimed batch after another.
 * Without SMTP_URL nothing can be sent: due rows are marked skipped, the notices stay in the app.
 */
export async function deliverDueEmails(
  context: DeliveryContext,
  now: Date,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  if (!context.mailer.enabled) {
    const skipped = await context.db.execute(sql`
      update ${notificationOutbox} set email_status = 'skipped', last_error = 'Email is off: SMTP_URL is not set'
      where email_status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      returning id`);
    result.skipped = rowsOf(skipped).length;
    return result;
  }
  const nextTurn = pacer(context.pace);
  for (;;) {
    await nextTurn();
    const claimed = await claimDue<ClaimedRow>(context.db, OUTBOX, now);
    // Each send waits on the network, which lets requests in between.
    for (const row of claimed) result[await sendOne(context, row, now)] += 1;
    if (claimed.length < CLAIM_BATCH) return result;
  }
}
