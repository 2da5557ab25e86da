import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { URL_MESSAGES } from '@shared/schemas/webhook';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { webhookTestApp } from '../../test/webhook-app';

const hooks = webhookTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
const { receiver } = hooks;

describe('webhook endpoints', () => {
  it('are managed by admins only: a plain user gets 403 and nothing is written', async () => {
    const plain = await actingAs(hooks.context, await createUser(hooks.context.db));
    const body = { url: receiver.url(), eventKinds: ['event.created'] };
    expect(
      (await plain.inject({ method: 'POST', url: '/api/webhooks', payload: body })).statusCode,
    ).toBe(403);
    expect((await plain.inject({ url: '/api/webhooks' })).statusCode).toBe(403);
    const endpoint = await hooks.addEndpoint(body);
    for (const request of [
      { method: 'PUT', url: `/api/webhooks/${endpoint.id}`, payload: { enabled: false } },
      { method: 'DELETE', url: `/api/webhooks/${endpoint.id}` },
      { method: 'POST', url: `/api/webhooks/${endpoint.id}/rotate-secret` },
      { method: 'POST', url: `/api/webhooks/${endpoint.id}/test` },
      { method: 'GET', url: `/api/webhooks/${endpoint.id}/deliveries` },
    ] as const) {
      expect((await plain.inject(request)).statusCode, request.url).toBe(403);
    }
    expect(await hooks.context.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it('answers the secret once, stores it only encrypted, and audits every change without it', async () => {
    const endpoint = await hooks.addEndpoint({
      url: receiver.url(),
      eventKinds: ['event.created'],
      description: 'CI',
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const api = await actingAs(hooks.context, hooks.admin);
    const listed = (await api.inject({ url: '/api/webhooks' })).json();
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret.slice(6));
    const [row] = await hooks.context.db.select().from(webhookEndpoints);
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

    const log = await hooks.context.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordType, 'webhook_endpoints'));
    expect(log.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(log.every((entry) => entry.actorId === hooks.admin.id)).toBe(true);
    const logged = JSON.stringify(log);
    for (const hidden of [endpoint.secret, rotated.json().secret, row!.secretEncrypted]) {
      expect(logged).not.toContain(hidden.slice(8));
    }
    expect(logged).not.toMatch(/secretEncrypted|whsec_/);
  });

  it('refuses bad URLs with a 400 naming the rule', async () => {
    const api = await actingAs(hooks.context, hooks.admin);
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
    expect(await hooks.context.db.select().from(webhookEndpoints)).toEqual([]);
  });
});
