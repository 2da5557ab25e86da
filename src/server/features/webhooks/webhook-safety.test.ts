import { describe, expect, it } from 'vitest';
import { URL_MESSAGES } from '@shared/schemas/webhook';
import { webhookEndpoints } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { actingAs } from '../../test/requests';
import { webhookTestApp } from '../../test/webhook-app';
import type { ResolvedAddress, Resolver } from './webhook-fetch';

/** Names the test controls: a fixed answer per name, or a list answered one lookup at a time. */
const answers = new Map<string, string[]>();
const resolver: Resolver = async (host) => {
  const list = answers.get(host);
  if (!list?.length) return [];
  const address = list.length > 1 ? list.shift()! : list[0]!;
  return [{ address, family: address.includes(':') ? 6 : 4 } satisfies ResolvedAddress];
};

const hooks = webhookTestApp({}, resolver);

describe('webhook addresses (WEBHOOKS_ALLOW_PRIVATE off)', () => {
  it('refuses private, loopback, link-local and metadata addresses when saved, naming the rule', async () => {
    answers.set('intranet.example.org', ['10.1.2.3']);
    answers.set('metadata.example.org', ['169.254.169.254']);
    answers.set('v6.example.org', ['fd00:ec2::254']);
    const api = await actingAs(hooks.context, hooks.admin);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://intranet.example.org/hook',
      'https://metadata.example.org/hook',
      'https://v6.example.org/hook',
    ]) {
      const answer = await api.inject({
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, eventKinds: ['event.created'] },
      });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errors.url, url).toBe(URL_MESSAGES.private);
    }
    const unknown = await api.inject({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://nowhere.example.org/hook', eventKinds: ['event.created'] },
    });
    expect(unknown.json().errors.url).toBe(URL_MESSAGES.unresolvable);
    expect(await hooks.context.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('checks again at delivery: a name that turned private (DNS re-binding) is not contacted', async () => {
    // Public when saved, the receiver's loopback address at delivery.
    answers.set('rebind.example.org', ['93.184.216.34', '127.0.0.1']);
    const endpoint = await hooks.addEndpoint({
      url: hooks.receiver.url('rebind.example.org'),
      eventKinds: ['event.created'],
    });
    await createEvent(hooks.context.db);
    await hooks.context.app.notifications.runPass();
    expect(hooks.receiver.received).toEqual([]);
    const [row] = await hooks.deliveries(endpoint.id);
    expect(row).toMatchObject({
      status: 'pending',
      responseCode: null,
      error: URL_MESSAGES.private,
    });
  });

  it('refuses the same change of address on update', async () => {
    answers.set('public.example.org', ['93.184.216.34']);
    const endpoint = await hooks.addEndpoint({
      url: 'https://public.example.org/hook',
      eventKinds: ['event.created'],
    });
    const api = await actingAs(hooks.context, hooks.admin);
    const moved = await api.inject({
      method: 'PUT',
      url: `/api/webhooks/${endpoint.id}`,
      payload: { url: 'https://10.0.0.8/hook' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.url).toBe(URL_MESSAGES.private);
  });
});
