// The app set up for a webhook test file: a ManualClock, a local HTTPS receiver it trusts, an
// admin per test, and helpers to add an endpoint and read its delivery log.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { WebhookDelivery, WebhookEndpointWithSecret } from '@shared/schemas/webhook';
import type { Resolver } from '../features/webhooks/webhook-fetch';
import { ManualClock } from '../lib/clock';
import { createUser, type TestUser } from './factories/user-factory';
import { actingAs } from './requests';
import { createTestContext, type TestContext } from './test-app';
import { WebhookReceiver } from './webhook-receiver';

export interface WebhookApp {
  receiver: WebhookReceiver;
  clock: ManualClock;
  context: TestContext;
  admin: TestUser;
  addEndpoint(body: Record<string, unknown>): Promise<WebhookEndpointWithSecret>;
  deliveries(id: number): Promise<WebhookDelivery[]>;
}

export function webhookTestApp(env: Record<string, string>, resolver?: Resolver): WebhookApp {
  const receiver = new WebhookReceiver();
  const clock = new ManualClock();
  const state = { receiver, clock } as WebhookApp;
  beforeAll(async () => {
    await receiver.start();
    state.context = await createTestContext(env, {
      clock,
      webhookFetch: { ca: receiver.certificate.cert, resolver },
    });
  });
  afterAll(async () => {
    await state.context?.close();
    await receiver.stop();
  });
  beforeEach(async () => {
    await state.context.reset();
    receiver.clear();
    // Changes fall due at the database's now(): the pass runs a little after.
    clock.set(Date.now() + 1000);
    state.admin = await createUser(state.context.db, { traits: ['admin'] });
  });
  state.addEndpoint = async (body) => {
    const api = await actingAs(state.context, state.admin);
    const answer = await api.inject({ method: 'POST', url: '/api/webhooks', payload: body });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json();
  };
  state.deliveries = async (id) => {
    const api = await actingAs(state.context, state.admin);
    return (await api.inject({ url: `/api/webhooks/${id}/deliveries` })).json();
  };
  return state;
}
