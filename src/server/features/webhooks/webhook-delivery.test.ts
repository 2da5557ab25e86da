import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notificationOutbox, notifications, webhookEndpoints } from '../../db/schema/index';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import { createEvent } from '../../test/factories/event-factory';
import { actingAs } from '../../test/requests';
import { webhookTestApp } from '../../test/webhook-app';
import { verifyStandardWebhook } from '../../test/webhook-receiver';

const hooks = webhookTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
const { receiver, clock } = hooks;

describe('deliveries', () => {
  it('signs each change by the Standard Webhooks algorithm, with the record as the API names it', async () => {
    const endpoint = await hooks.addEndpoint({
      url: receiver.url(),
      eventKinds: ['event.created', 'event.updated'],
    });
    const event = await createEvent(hooks.context.db, { name: 'JSConf' });
    await hooks.context.app.notifications.runPass();
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    verifyStandardWebhook(endpoint.secret, hook!.headers, hook!.body, clock.now());
    const body = JSON.parse(hook!.body);
    expect(body).toMatchObject({ type: 'event.created', data: { id: event.id, name: 'JSConf' } });
    expect(body.data).toHaveProperty('startDate');
    const [logged] = await hooks.deliveries(endpoint.id);
    expect(logged).toMatchObject({
      status: 'sent',
      responseCode: 200,
      responseBody: 'ok',
      attempt: 1,
    });
    expect(logged!.messageId).toBe(hook!.headers['webhook-id']);
  });

  it('retries with back-off for 24 hours, then fails; 3 days failing disables it and tells the owner', async () => {
    const endpoint = await hooks.addEndpoint({
      url: receiver.url(),
      eventKinds: ['event.created'],
    });
    receiver.status = 500;
    receiver.answer = 'x'.repeat(5000);
    await createEvent(hooks.context.db);
    await hooks.context.app.notifications.runPass();
    let [row] = await hooks.deliveries(endpoint.id);
    expect(row).toMatchObject({ status: 'pending', attempt: 1, responseCode: 500 });
    expect(row!.responseBody).toHaveLength(2048);
    // Not yet due: nothing is sent again.
    await hooks.context.app.notifications.runPass();
    expect(receiver.received).toHaveLength(1);
    const start = clock.now().getTime();
    while (clock.now().getTime() - start < 25 * HOUR_MS) {
      clock.advance(HOUR_MS);
      await hooks.context.app.notifications.runPass();
    }
    [row] = await hooks.deliveries(endpoint.id);
    expect(row!.status).toBe('failed');
    const attempts = receiver.received.length;
    expect(attempts).toBeGreaterThan(5);
    expect(new Set(receiver.received.map((hook) => hook.headers['webhook-id'])).size).toBe(1);

    // Still failing three days after the first failure: switched off, its owner told.
    clock.advance(2 * DAY_MS);
    await createEvent(hooks.context.db);
    clock.set(Math.max(clock.now().getTime(), Date.now() + 1000));
    await hooks.context.app.notifications.runPass();
    const [stored] = await hooks.context.db.select().from(webhookEndpoints);
    expect(stored).toMatchObject({ enabled: false });
    expect(stored!.disabledReason).toMatch(/3 days/);
    const told = await hooks.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, hooks.admin.id));
    expect(told.map((entry) => entry.kind)).toEqual(['webhook_disabled']);
  });

  it('sends both signatures during a rotation overlap, and only the new one after 24 hours', async () => {
    const endpoint = await hooks.addEndpoint({
      url: receiver.url(),
      eventKinds: ['event.created'],
    });
    const api = await actingAs(hooks.context, hooks.admin);
    const rotated = (
      await api.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/rotate-secret` })
    ).json();
    await createEvent(hooks.context.db);
    await hooks.context.app.notifications.runPass();
    const [during] = receiver.received;
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verifyStandardWebhook(endpoint.secret, during!.headers, during!.body, clock.now());
    verifyStandardWebhook(rotated.secret, during!.headers, during!.body, clock.now());

    clock.advance(25 * HOUR_MS);
    await createEvent(hooks.context.db);
    await hooks.context.app.notifications.runPass();
    const after = receiver.received[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() =>
      verifyStandardWebhook(endpoint.secret, after.headers, after.body, clock.now()),
    ).toThrow();
    verifyStandardWebhook(rotated.secret, after.headers, after.body, clock.now());
  });

  it('resends a delivery with the same webhook-id, and sends a test', async () => {
    const endpoint = await hooks.addEndpoint({
      url: receiver.url(),
      eventKinds: ['event.created'],
    });
    await createEvent(hooks.context.db);
    await hooks.context.app.notifications.runPass();
    const api = await actingAs(hooks.context, hooks.admin);
    const [first] = await hooks.deliveries(endpoint.id);
    const resend = await api.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${first!.id}/resend`,
    });
    expect(resend.statusCode).toBe(202);
    const test = await api.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/test` });
    expect(test.statusCode).toBe(202);
    await hooks.context.app.notifications.runPass();
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

describe('answers', () => {
  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    const endpoint = await hooks.addEndpoint({
      url: receiver.url(),
      eventKinds: ['event.created'],
    });
    receiver.status = 302;
    await createEvent(hooks.context.db);
    await hooks.context.app.notifications.runPass();
    expect(receiver.received).toHaveLength(1);
    const [row] = await hooks.deliveries(endpoint.id);
    expect(row).toMatchObject({ status: 'pending', responseCode: 302 });
    expect(row!.error).toMatch(/302/);
  });
});

/** Slack's incoming-webhook message with blocks, as its Block Kit reference documents it. */
const plainText = (max: number) =>
  z.object({ type: z.literal('plain_text'), text: z.string().min(1).max(max), emoji: z.boolean() });
const slackSchema = z.strictObject({
  text: z.string().min(1),
  blocks: z
    .array(
      z.union([
        z.strictObject({ type: z.literal('header'), text: plainText(150) }),
        z.strictObject({
          type: z.literal('section'),
          text: z.object({ type: z.literal('mrkdwn'), text: z.string().min(1).max(3000) }),
          accessory: z.strictObject({
            type: z.literal('button'),
            text: plainText(75),
            url: z.url().max(3000),
          }),
        }),
      ]),
    )
    .min(1)
    .max(50),
});
/** Teams' incoming-webhook envelope around one adaptive card, as Microsoft documents it. */
const teamsSchema = z.strictObject({
  type: z.literal('message'),
  attachments: z
    .array(
      z.strictObject({
        contentType: z.literal('application/vnd.microsoft.card.adaptive'),
        contentUrl: z.null(),
        content: z.object({
          $schema: z.literal('http://adaptivecards.io/schemas/adaptive-card.json'),
          type: z.literal('AdaptiveCard'),
          version: z.string().regex(/^1\.\d$/),
          body: z.array(z.object({ type: z.literal('TextBlock'), text: z.string().min(1) })).min(1),
          actions: z.array(
            z.object({ type: z.literal('Action.OpenUrl'), title: z.string(), url: z.url() }),
          ),
        }),
      }),
    )
    .length(1),
});

describe('Slack and Teams', () => {
  it('posts changes and ticked team notices in each service’s message format, with a link back', async () => {
    await hooks.addEndpoint({
      url: receiver.url('localhost', '/slack'),
      kind: 'slack',
      eventKinds: ['event.updated'],
      teamNotices: ['review_requested'],
    });
    await hooks.addEndpoint({
      url: receiver.url('localhost', '/teams'),
      kind: 'teams',
      eventKinds: ['event.updated'],
    });
    const event = await createEvent(hooks.context.db, { name: 'JSConf' });
    const api = await actingAs(hooks.context, hooks.admin);
    const moved = await api.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: { location: 'Lisbon, Portugal' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // A review request reaching two people is one channel post.
    const [outbox] = await hooks.context.db
      .insert(notificationOutbox)
      .values({
        kind: 'review_requested',
        subject: 'workflow:7',
        userId: hooks.admin.id,
        dueKey: 'k',
        emailStatus: 'skipped',
        dueAt: new Date(),
        nextAttemptAt: new Date(),
      })
      .returning();
    const notice = {
      kind: 'review_requested',
      title: 'Review "Trip"',
      body: 'Asked',
      link: '/approval-workflows/7',
    };
    await hooks.context.db
      .insert(notifications)
      .values([{ ...notice, userId: hooks.admin.id, outboxId: outbox!.id }]);
    await hooks.context.app.notifications.runPass();

    const byPath = (path: string) => receiver.received.filter((hook) => hook.path === path);
    const slack = byPath('/slack').map((hook) => slackSchema.parse(JSON.parse(hook.body)));
    const teams = byPath('/teams').map((hook) => teamsSchema.parse(JSON.parse(hook.body)));
    expect(slack).toHaveLength(2);
    expect(teams).toHaveLength(1);
    expect(slack[0]!.text).toContain('JSConf');
    expect(slack[0]!.text).toMatch(/location/);
    expect(slack.some((message) => message.text.includes('Review "Trip"'))).toBe(true);
    const card = teams[0]!.attachments[0]!.content;
    expect(card.body[0]!.text).toContain('JSConf');
    expect(card.actions[0]!.url).toBe(`${hooks.context.config.publicUrl}/events/${event.id}`);
  });
});

describe('the endpoint’s version', () => {
  it('does not change with the pass’s notes of its health, so an open form does not conflict', async () => {
    const endpoint = await hooks.addEndpoint({
      url: receiver.url(),
      eventKinds: ['event.created'],
    });
    receiver.status = 500;
    await createEvent(hooks.context.db);
    await hooks.context.app.notifications.runPass();
    receiver.status = 200;
    clock.advance(HOUR_MS);
    await hooks.context.app.notifications.runPass();
    const api = await actingAs(hooks.context, hooks.admin);
    const edit = await api.inject({
      method: 'PUT',
      url: `/api/webhooks/${endpoint.id}`,
      headers: { 'if-match': `"${endpoint.version}"` },
      payload: { description: 'Still mine' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ failingSince: null, version: endpoint.version + 1 });
    expect(edit.json().lastDeliveryAt).not.toBeNull();
  });
});
