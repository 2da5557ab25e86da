import { and, eq, sql } from 'drizzle-orm';
import { WEBHOOK_RULES, type WebhookKind } from '@shared/schemas/webhook';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { rowsOf } from '../../lib/sql';
import { notifyWebhookDisabled, pacer, retryDelayMs } from '../notifications/public';
import { deliveryBody, type QueuedPayload } from './messages';
import { signedHeaders } from './signature';
import { postWebhook, type FetchOptions } from './webhook-fetch';

const LEASE_MS = 2 * MINUTE_MS;
/** The event kind of "send test" deliveries. */
export const TEST_EVENT_KIND = 'webhook.test';
const CLAIM_BATCH = 25;

export interface WebhookContext {
  db: Db;
  box: SecretBox;
  publicUrl: string;
  fetch: FetchOptions;
  pace?: boolean;
}

interface ClaimedRow {
  id: number;
  endpoint_id: number;
  message_id: string;
  event_kind: string;
  payload: QueuedPayload;
  attempts: number;
  due_at: string | Date;
}

/**
 * Claims due deliveries as the email outbox does (decision 009): FOR UPDATE SKIP LOCKED, a lease,
 * the attempt number as the fence, committed before any request goes out. Only enabled
 * endpoints' rows are taken, and "send test" rows of any.
 */
async function claim(db: Db, now: Date): Promise<ClaimedRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const leaseEnd = new Date(now.getTime() + LEASE_MS).toISOString();
  const result = await db.execute(sql`
    update ${webhookDeliveries} d
    set status = 'sending', lease_until = ${leaseEnd}::timestamptz, attempts = d.attempts + 1
    where d.id in (
      select q.id from ${webhookDeliveries} q
      join ${webhookEndpoints} e on e.id = q.endpoint_id
      where q.status in ('pending', 'sending') and q.next_attempt_at <= ${at}
        and (q.status = 'pending' or q.lease_until <= ${at}) and (e.enabled or q.test)
      order by q.next_attempt_at, q.id
      limit ${CLAIM_BATCH}
      for update of q skip locked)
    returning d.id, d.endpoint_id, d.message_id, d.event_kind, d.payload, d.attempts, d.due_at`);
  return rowsOf<ClaimedRow>(result);
}

/** Finishes a claimed row if it is still this attempt's; false when a lease was taken over. */
async function finish(
  db: Db,
  row: ClaimedRow,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
): Promise<boolean> {
  const done = await db
    .update(webhookDeliveries)
    .set({ leaseUntil: null, ...values })
    .where(
      and(
        eq(webhookDeliveries.id, row.id),
        eq(webhookDeliveries.status, 'sending'),
        eq(webhookDeliveries.attempts, row.attempts),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return done.length > 0;
}

/** The secrets that sign now: the current one, and the previous one during a rotation's overlap. */
export function signingSecrets(
  box: SecretBox,
  endpoint: Pick<
    typeof webhookEndpoints.$inferSelect,
    'secretEncrypted' | 'previousSecretEncrypted' | 'previousSecretExpiresAt'
  >,
  now: Date,
): string[] {
  const secrets = [box.open(endpoint.secretEncrypted)];
  const previous = endpoint.previousSecretEncrypted;
  if (previous && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now) {
    secrets.push(box.open(previous));
  }
  return secrets;
}

/** After a failure: mark the endpoint failing, and switch it off (telling its owner) after 3 days. */
async function noteFailure(db: Db, endpointId: number, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - WEBHOOK_RULES.disableAfterDays * DAY_MS);
  await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning();
    if (!endpoint?.enabled || !endpoint.failingSince || endpoint.failingSince > cutoff) return;
    const reason = `Every delivery failed for ${WEBHOOK_RULES.disableAfterDays} days`;
    await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: reason })
      .where(eq(webhookEndpoints.id, endpointId));
    if (endpoint.createdById) {
      await notifyWebhookDisabled(tx, {
        endpointId,
        url: endpoint.url,
        ownerId: endpoint.createdById,
        failingSince: endpoint.failingSince,
      });
    }
  });
}

async function sendOne(context: WebhookContext, row: ClaimedRow, now: Date): Promise<boolean> {
  const [endpoint] = await context.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, row.endpoint_id));
  if (!endpoint) return false;
  const dueAt = new Date(row.due_at);
  const body = deliveryBody(
    endpoint.kind as WebhookKind,
    row.event_kind,
    row.payload,
    dueAt,
    context.publicUrl,
  );
  const headers = signedHeaders(
    signingSecrets(context.box, endpoint, now),
    row.message_id,
    now,
    body,
  );
  let outcome: {
    code: number | null;
    body: string | null;
    durationMs: number | null;
    error: string | null;
  };
  try {
    const answer = await postWebhook(endpoint.url, headers, body, context.fetch);
    const ok = answer.status >= 200 && answer.status < 300;
    outcome = {
      code: answer.status,
      body: answer.body,
      durationMs: answer.durationMs,
      error: ok ? null : `The endpoint answered ${answer.status}`,
    };
  } catch (error) {
    outcome = { code: null, body: null, durationMs: null, error: (error as Error).message };
  }
  const recorded = {
    attemptedAt: now,
    responseCode: outcome.code,
    responseBody: outcome.body,
    durationMs: outcome.durationMs,
    error: outcome.error,
  };
  if (!outcome.error) {
    if (!(await finish(context.db, row, { ...recorded, status: 'sent' }))) return false;
    await context.db
      .update(webhookEndpoints)
      .set({ failingSince: null, lastDeliveryAt: now })
      .where(eq(webhookEndpoints.id, endpoint.id));
    return true;
  }
  const next = now.getTime() + retryDelayMs(row.attempts);
  const giveUp = next - dueAt.getTime() > WEBHOOK_RULES.retryForHours * HOUR_MS;
  const finished = await finish(context.db, row, {
    ...recorded,
    status: giveUp ? 'failed' : 'pending',
    nextAttemptAt: new Date(giveUp ? now.getTime() : next),
  });
  // A failing "send test" says nothing of the endpoint's health: only real deliveries count.
  if (finished && row.event_kind !== TEST_EVENT_KIND)
    await noteFailure(context.db, endpoint.id, now);
  return finished;
}

/** Sends the webhooks due at `now`, batch after batch; the notification pass calls it. */
export async function deliverDueWebhooks(context: WebhookContext, now: Date): Promise<number> {
  const nextTurn = pacer(context.pace);
  let settled = 0;
  for (;;) {
    await nextTurn();
    const claimed = await claim(context.db, now);
    // Endpoints answer at their own pace: one batch's requests run side by side.
    const results = await Promise.all(claimed.map((row) => sendOne(context, row, now)));
    settled += results.filter(Boolean).length;
    if (claimed.length < CLAIM_BATCH) return settled;
  }
}
