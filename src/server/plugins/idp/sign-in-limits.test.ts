import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/factories/account-factory';
import { startAuthorization, type FlowStart } from '../../test/provider-flow';
import { createTestContext, type TestContext } from '../../test/test-app';

// Signs in as dee (a wrong password unless given) claiming an X-Forwarded-For; inject connects from 127.0.0.1.
async function attempt(
  context: TestContext,
  flow: FlowStart,
  forwardedFor: string,
  password = 'no',
) {
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
  return response;
}

const guess = async (...args: Parameters<typeof attempt>) => (await attempt(...args)).statusCode;

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

describe('sign-in limits per username across addresses', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => context.close());

  it('locks the username for a while after three times the limit from any addresses', async () => {
    await createAccount(context.db, { username: 'dee', password: 'the right one' });
    await createAccount(context.db, { username: 'eve', password: 'another right one' });
    const flow = await startAuthorization(context);
    for (let n = 1; n <= 9; n++) expect(await guess(context, flow, `203.0.113.${n}`)).toBe(401);

    const locked = await attempt(context, flow, '198.51.100.7', 'the right one');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const other = await context.app.inject({
      method: 'POST',
      url: `${flow.interactionPath.split('?')[0]}/login`,
      headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'eve', password: 'another right one' }).toString(),
    });
    expect(other.statusCode).toBe(303);
  });
});

describe('sign-in limits and odd usernames', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ LOGIN_RATE_LIMIT: '3' });
  });
  afterAll(() => context.close());

  it('answers a 100,000-character username like any wrong sign-in and still counts it', async () => {
    const flow = await startAuthorization(context);
    // Random, so the database cannot compress it below its index-entry limit.
    const huge = randomBytes(75_000).toString('base64');
    const login = (password: string) =>
      context.app.inject({
        method: 'POST',
        url: `${flow.interactionPath.split('?')[0]}/login`,
        headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: huge, password }).toString(),
      });
    for (let n = 0; n < 3; n++) expect((await login('no')).statusCode).toBe(401);
    expect((await login('no')).statusCode).toBe(429);
  });
});
