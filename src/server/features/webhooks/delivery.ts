import { and, eq, sql } from 'drizzle-orm';
import { WEBHOOK_RULES, type WebhookKind } from '@shared/schemas/webhook';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import {
  CLAIM_BATCH,
  claimDue,
  notifyWebhookDisabled,
  type Outbox,
  pacer,
  retryDelayMs,
} from '../notifications/public';
import { deliveryBody, type QueuedPayload } from './messages';
import { signedHeaders } from './signature';
import { postWebhook, type FetchOptions } from './webhook-fetch';

/** The event kind of "send test" deliveries. */
export const TEST_EVENT_KIND = 'webhook.test';

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

/** Enabled endpoints' deliveries, and "send test" rows of any. */
const DELIVERIES: Outbox = {
  table: webhookDeliveries,
  status: 'status',
  join: sql`join ${webhookEndpoints} e on e.id = q.endpoint_id`,
  where: sql`(e.enabled or q.test)`,
  returning: ['id', 'endpoint_id', 'message_id', 'event_kind', 'payload', 'attempts', 'due_at'],
};

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
    const claimed = await claimDue<ClaimedRow>(context.db, DELIVERIES, now);
    // Endpoints answer at their own pace: one batch's requests run side by side.
    const results = await Promise.all(claimed.map((row) => sendOne(context, row, now)));
    settled += results.filter(Boolean).length;
    if (claimed.length < CLAIM_BATCH) return settled;
  }
}
