import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  URL_MESSAGES,
  type WebhookDelivery,
  type WebhookEndpointWithSecret,
} from '@shared/schemas/webhook';
import {
  auditLog,
  notifications,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index';
import { DAY_MS, HOUR_MS, ManualClock } from '../../lib/clock';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { verifyStandardWebhook, WebhookReceiver } from '../../test/webhook-receiver';

const receiver = new WebhookReceiver();
const clock = new ManualClock();
let context: TestContext;
let admin: TestUser;

beforeAll(async () => {
  await receiver.start();
  context = await createTestContext(
    { WEBHOOKS_ALLOW_PRIVATE: '1' },
    { clock, webhookFetch: { ca: receiver.certificate.cert } },
  );
});
afterAll(async () => {
  await context?.close();
  await receiver.stop();
});
beforeEach(async () => {
  await context.reset();
  receiver.clear();
  // Changes fall due at the database's now(): the pass runs a little after.
  clock.set(Date.now() + 1000);
  admin = await createUser(context.db, { traits: ['admin'] });
});

async function addEndpoint(body: Record<string, unknown>): Promise<WebhookEndpointWithSecret> {
  const api = await actingAs(context, admin);
  const answer = await api.inject({ method: 'POST', url: '/api/webhooks', payload: body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

async function deliveries(id: number): Promise<WebhookDelivery[]> {
  const api = await actingAs(context, admin);
  return (await api.inject({ url: `/api/webhooks/${id}/deliveries` })).json();
}

describe('webhook endpoints', () => {
  it('are managed by admins only: a plain user gets 403 and nothing is written', async () => {
    const plain = await actingAs(context, await createUser(context.db));
    const body = { url: receiver.url(), eventKinds: ['event.created'] };
    expect(
      (await plain.inject({ method: 'POST', url: '/api/webhooks', payload: body })).statusCode,
    ).toBe(403);
    expect((await plain.inject({ url: '/api/webhooks' })).statusCode).toBe(403);
    const endpoint = await addEndpoint(body);
    for (const request of [
      { method: 'PUT', url: `/api/webhooks/${endpoint.id}`, payload: { enabled: false } },
      { method: 'DELETE', url: `/api/webhooks/${endpoint.id}` },
      { method: 'POST', url: `/api/webhooks/${endpoint.id}/rotate-secret` },
      { method: 'POST', url: `/api/webhooks/${endpoint.id}/test` },
      { method: 'GET', url: `/api/webhooks/${endpoint.id}/deliveries` },
    ] as const) {
      expect((await plain.inject(request)).statusCode, request.url).toBe(403);
    }
    expect(await context.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it('answers the secret once, stores it only encrypted, and audits every change without it', async () => {
    const endpoint = await addEndpoint({
      url: receiver.url(),
      eventKinds: ['event.created'],
      description: 'CI',
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const api = await actingAs(context, admin);
    const listed = (await api.inject({ url: '/api/webhooks' })).json();
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret.slice(6));
    const [row] = await context.db.select().from(webhookEndpoints);
    expect(row!.secretEncrypted).not.toContain(endpoint.secret.slice(6));
    expect(row!.secretEncrypted).toMatch(/^v1\./);

    const updated = await api.inject({
      method: 'PUT',
      url: `/api/webhooks/${endpoint.id}`,
      payload: { description: 'Builds' },
    });
    expect(updated.json()).toMatchObject({ description: 'Builds', version: 2 });
    const rotated = await api.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/rotate-secret`,
    });
    expect(rotated.json().secret).not.toBe(endpoint.secret);
    expect(
      (await api.inject({ method: 'DELETE', url: `/api/webhooks/${endpoint.id}` })).statusCode,
    ).toBe(204);

    const log = await context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordType, 'webhook_endpoints'));
    expect(log.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(log.every((entry) => entry.actorId === admin.id)).toBe(true);
    const logged = JSON.stringify(log);
    for (const hidden of [endpoint.secret, rotated.json().secret, row!.secretEncrypted]) {
      expect(logged).not.toContain(hidden.slice(8));
    }
    expect(logged).not.toMatch(/secretEncrypted|whsec_/);
  });

  it('refuses bad URLs with a 400 naming the rule', async () => {
    const api = await actingAs(context, admin);
    const cases: [unknown, string][] = [
      ['not a url', URL_MESSAGES.notUrl],
      ['ftp://example.org/x', URL_MESSAGES.notUrl],
      ['http://example.org/hook', URL_MESSAGES.https],
      [`https://example.org/${'a'.repeat(2000)}`, URL_MESSAGES.tooLong],
      ['https://user:pw@example.org/hook', URL_MESSAGES.credentials],
    ];
    for (const [url, message] of cases) {
      const answer = await api.inject({
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, eventKinds: ['event.created'] },
      });
      expect(answer.statusCode, String(url)).toBe(400);
      expect(answer.json().errors.url).toBe(message);
    }
    const notices = await api.inject({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url(), eventKinds: [], teamNotices: ['cfp_deadline'] },
    });
    expect(notices.statusCode).toBe(400);
    expect(notices.json().errors.teamNotices).toMatch(/Slack or Teams/);
    expect(await context.db.select().from(webhookEndpoints)).toEqual([]);
  });
});

describe('deliveries', () => {
  it('signs each change by the Standard Webhooks algorithm, with the record as the API names it', async () => {
    const endpoint = await addEndpoint({
      url: receiver.url(),
      eventKinds: ['event.created', 'event.updated'],
    });
    const event = await createEvent(context.db, { name: 'JSConf' });
    await context.app.notifications.runPass();
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    verifyStandardWebhook(endpoint.secret, hook!.headers, hook!.body, clock.now());
    const body = JSON.parse(hook!.body);
    expect(body).toMatchObject({ type: 'event.created', data: { id: event.id, name: 'JSConf' } });
    expect(body.data).toHaveProperty('startDate');
    const [logged] = await deliveries(endpoint.id);
    expect(logged).toMatchObject({
      status: 'sent',
      responseCode: 200,
      responseBody: 'ok',
      attempt: 1,
    });
    expect(logged!.messageId).toBe(hook!.headers['webhook-id']);
  });

  it('retries with back-off for 24 hours, then fails; 3 days failing disables it and tells the owner', async () => {
    const endpoint = await addEndpoint({ url: receiver.url(), eventKinds: ['event.created'] });
    receiver.status = 500;
    receiver.answer = 'x'.repeat(5000);
    await createEvent(context.db);
    await context.app.notifications.runPass();
    let [row] = await deliveries(endpoint.id);
    expect(row).toMatchObject({ status: 'pending', attempt: 1, responseCode: 500 });
    expect(row!.responseBody).toHaveLength(2048);
    // Not yet due: nothing is sent again.
    await context.app.notifications.runPass();
    expect(receiver.received).toHaveLength(1);
    const start = clock.now().getTime();
    while (clock.now().getTime() - start < 25 * HOUR_MS) {
      clock.advance(HOUR_MS);
      await context.app.notifications.runPass();
    }
    [row] = await deliveries(endpoint.id);
    expect(row!.status).toBe('failed');
    const attempts = receiver.received.length;
    expect(attempts).toBeGreaterThan(5);
    expect(new Set(receiver.received.map((hook) => hook.headers['webhook-id'])).size).toBe(1);

    // Still failing three days after the first failure: switched off, its owner told.
    clock.advance(2 * DAY_MS);
    await createEvent(context.db);
    clock.set(Math.max(clock.now().getTime(), Date.now() + 1000));
    await context.app.notifications.runPass();
    const [stored] = await context.db.select().from(webhookEndpoints);
    expect(stored).toMatchObject({ enabled: false });
    expect(stored!.disabledReason).toMatch(/3 days/);
    const told = await context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(told.map((entry) => entry.kind)).toEqual(['webhook_disabled']);
  });

  it('sends both signatures during a rotation overlap, and only the new one after 24 hours', async () => {
    const endpoint = await addEndpoint({ url: receiver.url(), eventKinds: ['event.created'] });
    const api = await actingAs(context, admin);
    const rotated = (
      await api.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/rotate-secret` })
    ).json();
    await createEvent(context.db);
    await context.app.notifications.runPass();
    const [during] = receiver.received;
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verifyStandardWebhook(endpoint.secret, during!.headers, during!.body, clock.now());
    verifyStandardWebhook(rotated.secret, during!.headers, during!.body, clock.now());

    clock.advance(25 * HOUR_MS);
    await createEvent(context.db);
    await context.app.notifications.runPass();
    const after = receiver.received[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() =>
      verifyStandardWebhook(endpoint.secret, after.headers, after.body, clock.now()),
    ).toThrow();
    verifyStandardWebhook(rotated.secret, after.headers, after.body, clock.now());
  });

  it('resends a delivery with the same webhook-id, and sends a test', async () => {
    const endpoint = await addEndpoint({ url: receiver.url(), eventKinds: ['event.created'] });
    await createEvent(context.db);
    await context.app.notifications.runPass();
    const api = await actingAs(context, admin);
    const [first] = await deliveries(endpoint.id);
    const resend = await api.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${first!.id}/resend`,
    });
    expect(resend.statusCode).toBe(202);
    const test = await api.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/test` });
    expect(test.statusCode).toBe(202);
    await context.app.notifications.runPass();
    expect(receiver.received.map((hook) => hook.headers['webhook-id'])).toEqual([
      first!.messageId,
      first!.messageId,
      test.json().messageId,
    ]);
    expect(JSON.parse(receiver.received[2]!.body)).toMatchObject({ type: 'webhook.test' });
    const missing = await api.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/999999/resend`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
