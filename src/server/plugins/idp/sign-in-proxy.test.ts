import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/factories/account-factory';
import { startAuthorization, type FlowStart } from '../../test/provider-flow';
import { createTestContext, type TestContext } from '../../test/test-app';

// A wrong password from a client claiming the given X-Forwarded-For (app.inject connects from 127.0.0.1).
async function guess(context: TestContext, flow: FlowStart, forwardedFor: string, password = 'no') {
  const response = await context.app.inject({
    method: 'POST',
    url: `${flow.interactionPath.split('?')[0]}/login`,
    headers: {
      cookie: flow.jar.header(),
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
    },
    payload: new URLSearchParams({ username: 'dee', password }).toString(),
  });
  return response.statusCode;
}

describe.each([
  { trusted: 'no proxy (TRUST_PROXY unset)', env: {} as Record<string, string> },
  { trusted: 'a proxy elsewhere (TRUST_PROXY=10.0.0.1)', env: { TRUST_PROXY: '10.0.0.1' } },
])('sign-in limits trusting $trusted', ({ env }) => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ LOGIN_RATE_LIMIT: '3', ...env });
  });
  afterAll(() => context.close());
  beforeEach(() => context.reset());

  it('ignores a rotating X-Forwarded-For and locks the guesser at the limit', async () => {
    await createAccount(context.db, { username: 'dee', password: 'the right one' });
    const flow = await startAuthorization(context);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect(await guess(context, flow, address)).toBe(401);
    }
    expect(await guess(context, flow, '203.0.113.4', 'the right one')).toBe(429);
  });
});

describe.each(['127.0.0.1', '1'])('sign-in limits behind a proxy, TRUST_PROXY=%s', (trust) => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: trust });
  });
  afterAll(() => context.close());

  it('counts the forwarded clients apart', async () => {
    await createAccount(context.db, { username: 'dee', password: 'the right one' });
    const flow = await startAuthorization(context);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await guess(context, flow, '203.0.113.1')).toBe(401);
    }
    expect(await guess(context, flow, '203.0.113.1', 'the right one')).toBe(429);
    expect(await guess(context, flow, '203.0.113.2', 'the right one')).toBe(303);
  });
});
