import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '@shared/schemas/fields';
import { rateLimitCounters, users } from '../../db/schema/index';
import { createAccount } from '../../test/factories/account-factory';
import { startAuthorization, submitForm } from '../../test/provider-flow';
import { createTestContext, type TestContext } from '../../test/test-app';
import { TOO_DEEP_MESSAGE } from '../body-parsing.plugin';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

/** Accounts, and failed sign-ins counted (the per-route request limit counts every request). */
const rows = async () => ({
  users: (await context.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n,
  signInFailures: (
    await context.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'sign-in:%'))
  ).length,
});

const registration = {
  username: 'newcomer',
  email: 'newcomer@example.org',
  name: 'New Comer',
  password: 'a long and unusual passphrase',
};

describe("the provider's forms refuse bad input with a 4xx page and write nothing", () => {
  it.each([
    [
      'login',
      'a NUL in the username',
      { username: 'de\u0000mo', password: 'demo' },
      400,
      NUL_MESSAGE,
    ],
    [
      'login',
      'a NUL in the password',
      { username: 'demo', password: 'de\u0000mo' },
      400,
      NUL_MESSAGE,
    ],
    [
      'login',
      'a body over 1 MB',
      { username: 'demo', password: 'x'.repeat(1_100_000) },
      413,
      'The form is too large to send.',
    ],
    [
      'register',
      'a NUL in the name',
      { ...registration, name: 'New\u0000Comer' },
      400,
      NUL_MESSAGE,
    ],
    [
      'register',
      'a NUL in the password',
      { ...registration, password: 'a long and\u0000unusual passphrase' },
      400,
      NUL_MESSAGE,
    ],
    [
      'register',
      'a 2 MB body',
      { ...registration, name: 'x'.repeat(2 * 1024 * 1024) },
      413,
      'The form is too large to send.',
    ],
  ] as const)('%s with %s', async (action, _case, fields, status, message) => {
    await createAccount(context.db, { username: 'demo', password: 'demo' });
    const before = await rows();
    const flow = await startAuthorization(context);
    const response = await submitForm(context, flow, action, fields);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(message);
    expect(await rows()).toEqual(before);
  });

  it('refuses JSON nested too deeply, or of another type, on the login form', async () => {
    const flow = await startAuthorization(context);
    const url = `${flow.interactionPath.split('?')[0]}/login`;
    const send = (payload: string, type: string) =>
      context.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: flow.jar.header(), 'content-type': type },
      });
    const deep = await send('['.repeat(3000) + ']'.repeat(3000), 'application/json');
    expect(deep.statusCode).toBe(400);
    expect(deep.body).toContain(TOO_DEEP_MESSAGE);
    const other = await send('<login/>', 'application/xml');
    expect(other.statusCode).toBe(415);
    expect(other.body).toContain('The form must be sent from the sign-in page.');
  });
});
