import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  TEAM_NOTICES_MESSAGE,
  WEBHOOK_RULES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@shared/schemas/webhook';
import type { CurrentUser } from '../../lib/identity';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { HOUR_MS } from '../../lib/clock';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import type { SecretBox } from '../../lib/secret-box';
import type { Page } from '../../lib/sql';
import { TEST_EVENT_KIND } from './delivery';
import { newWebhookSecret } from './signature';
import { AddressRefused, checkedAddress, type Resolver } from './webhook-fetch';

export interface WebhooksContext {
  db: Db;
  box: SecretBox;
  resolver: Resolver;
  allowPrivate: boolean;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type Owner = { id: number; username: string; name: string | null } | null;
type EndpointFields = Partial<
  Pick<EndpointRow, 'url' | 'description' | 'kind' | 'eventKinds' | 'teamNotices' | 'enabled'>
>;

const FORBIDDEN = 'Only admins manage webhooks';
const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toEndpoint(row: EndpointRow, owner: Owner): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    kind: row.kind as WebhookEndpoint['kind'],
    eventKinds: row.eventKinds as WebhookEndpoint['eventKinds'],
    teamNotices: row.teamNotices as WebhookEndpoint['teamNotices'],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    previousSecretExpiresAt: iso(row.previousSecretExpiresAt),
    failingSince: iso(row.failingSince),
    lastDeliveryAt: iso(row.lastDeliveryAt),
    owner: owner ?? { id: 0, username: '', name: null },
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownerColumns = { id: users.id, username: users.username, name: users.name };

async function readEndpoints(db: Db, id?: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select({ endpoint: webhookEndpoints, owner: ownerColumns })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.createdById))
    .where(id === undefined ? undefined : eq(webhookEndpoints.id, id))
    .orderBy(webhookEndpoints.id);
  return rows.map((row) => toEndpoint(row.endpoint, row.owner));
}

async function findEndpoint(db: Db, id: number): Promise<WebhookEndpoint> {
  const [endpoint] = await readEndpoints(db, id);
  if (!endpoint) throw new NotFoundError('Webhook not found');
  return endpoint;
}

/** The save-time address rule: 400 naming it when the host is, or resolves to, a refused address. */
async function ensureReachable(context: WebhooksContext, url: string): Promise<void> {
  try {
    await checkedAddress(new URL(url), context);
  } catch (error) {
    if (error instanceof AddressRefused)
      throw new ValidationError(error.message, { url: error.message });
    throw error;
  }
}

export async function listEndpoints(db: Db, user: CurrentUser): Promise<WebhookEndpoint[]> {
  ensure(can.administer(user), FORBIDDEN);
  return readEndpoints(db);
}

export async function getEndpoint(db: Db, user: CurrentUser, id: number) {
  ensure(can.administer(user), FORBIDDEN);
  return findEndpoint(db, id);
}

export async function createEndpoint(
  context: WebhooksContext,
  user: CurrentUser,
  body: Required<Omit<EndpointFields, 'description'>> & { description: string | null },
): Promise<WebhookEndpointWithSecret> {
  ensure(can.administer(user), FORBIDDEN);
  await ensureReachable(context, body.url);
  const secret = newWebhookSecret();
  const id = await context.db.transaction(async (tx) => {
    await actAs(tx, user);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ ...body, secretEncrypted: context.box.seal(secret), createdById: user.id })
      .returning({ id: webhookEndpoints.id });
    return row!.id;
  });
  return { ...(await findEndpoint(context.db, id)), secret };
}

export async function updateEndpoint(
  context: WebhooksContext,
  user: CurrentUser,
  id: number,
  body: EndpointFields,
  expected: number | undefined,
): Promise<WebhookEndpoint> {
  ensure(can.administer(user), FORBIDDEN);
  if (body.url !== undefined) await ensureReachable(context, body.url);
  await context.db.transaction(async (tx) => {
    await actAs(tx, user);
    const [row] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .for('update');
    if (!row) throw new NotFoundError('Webhook not found');
    await ensureVersion(expected, row, () => findEndpoint(tx, id));
    const kind = body.kind ?? row.kind;
    const teamNotices = body.teamNotices ?? (kind === 'standard' ? [] : row.teamNotices);
    if (kind === 'standard' && teamNotices.length > 0) {
      throw new ValidationError(TEAM_NOTICES_MESSAGE, { teamNotices: TEAM_NOTICES_MESSAGE });
    }
    // Switched on again by an admin: its failing streak starts over.
    const revived = body.enabled === true && !row.enabled;
    await tx
      .update(webhookEndpoints)
      .set({
        ...body,
        teamNotices,
        ...(revived ? { failingSince: null, disabledReason: null } : {}),
        ...(body.enabled === false ? { disabledReason: null } : {}),
      })
      .where(eq(webhookEndpoints.id, id));
  });
  return findEndpoint(context.db, id);
}

export async function deleteEndpoint(db: Db, user: CurrentUser, id: number): Promise<void> {
  ensure(can.administer(user), FORBIDDEN);
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const gone = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (!gone.length) throw new NotFoundError('Webhook not found');
  });
}

/** A new secret, shown once; the previous one still signs (a second signature) for 24 hours. */
export async function rotateSecret(
  context: WebhooksContext,
  user: CurrentUser,
  id: number,
  now: Date,
): Promise<WebhookEndpointWithSecret> {
  ensure(can.administer(user), FORBIDDEN);
  const secret = newWebhookSecret();
  await context.db.transaction(async (tx) => {
    await actAs(tx, user);
    const rotated = await tx
      .update(webhookEndpoints)
      .set({
        secretEncrypted: context.box.seal(secret),
        previousSecretEncrypted: webhookEndpoints.secretEncrypted,
        previousSecretExpiresAt: new Date(
          now.getTime() + WEBHOOK_RULES.rotationOverlapHours * HOUR_MS,
        ),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (!rotated.length) throw new NotFoundError('Webhook not found');
  });
  return { ...(await findEndpoint(context.db, id)), secret };
}

function toDelivery(row: typeof webhookDeliveries.$inferSelect): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventKind: row.eventKind,
    status: row.status as WebhookDelivery['status'],
    createdAt: row.createdAt.toISOString(),
    attemptedAt: iso(row.attemptedAt),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    attempt: row.attempts,
    responseCode: row.responseCode,
    durationMs: row.durationMs,
    responseBody: row.responseBody,
    error: row.error,
    test: row.test,
  };
}

/** The endpoint's delivery log, newest first. */
export async function listDeliveries(
  db: Db,
  user: CurrentUser,
  id: number,
  query: { limit: number; offset: number },
): Promise<Page<WebhookDelivery>> {
  ensure(can.administer(user), FORBIDDEN);
  await findEndpoint(db, id);
  const mine = eq(webhookDeliveries.endpointId, id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(mine)
      .orderBy(desc(webhookDeliveries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(webhookDeliveries).where(mine),
  ]);
  return { rows: rows.map(toDelivery), total: total?.value ?? 0 };
}

async function queue(
  db: Db,
  values: Pick<
    typeof webhookDeliveries.$inferInsert,
    'endpointId' | 'messageId' | 'eventKind' | 'payload'
  > & {
    test?: boolean;
  },
): Promise<WebhookDelivery> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      ...values,
      dedupeKey: `manual:${randomUUID()}`,
      dueAt: sql`now()`,
      nextAttemptAt: sql`now()`,
    })
    .returning();
  return toDelivery(row!);
}

/** Sends a logged delivery again, as a new log row with the same webhook-id (receivers can tell). */
export async function resendDelivery(
  db: Db,
  user: CurrentUser,
  id: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  ensure(can.administer(user), FORBIDDEN);
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)));
  if (!row) throw new NotFoundError('Delivery not found');
  const { endpointId, messageId, eventKind, payload, test } = row;
  return queue(db, { endpointId, messageId, eventKind, payload, test });
}

/** Queues a test message for the next pass, whatever the endpoint's kinds (and even when off). */
export async function sendTest(db: Db, user: CurrentUser, id: number): Promise<WebhookDelivery> {
  ensure(can.administer(user), FORBIDDEN);
  await findEndpoint(db, id);
  return queue(db, {
    endpointId: id,
    messageId: `msg_${randomUUID().replaceAll('-', '')}`,
    eventKind: TEST_EVENT_KIND,
    test: true,
    payload: {
      notice: 'test',
      title: 'Test message from OSPO Events',
      body: 'This endpoint is set up: messages will arrive here.',
      link: '/admin/webhooks',
    },
  });
}
