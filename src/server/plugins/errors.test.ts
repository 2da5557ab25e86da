import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories/user-factory';
import { actingAs } from '../test/requests';
import { createTestContext, type TestContext } from '../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

describe('error answers', () => {
  it('turns text the database cannot store into a 400, not a 500', async () => {
    const user = await createUser(context.db);
    const client = await actingAs(context, user);
    const response = await client.inject({
      method: 'GET',
      url: `/api/events?q=${encodeURIComponent('nul\u0000byte')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/NUL|Text/);
  });

  it('answers malformed JSON with a 400 message', async () => {
    const user = await createUser(context.db);
    const client = await actingAs(context, user);
    const response = await client.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Request body is not valid JSON' });
  });

  it('answers an over-large JSON body with 413', async () => {
    const user = await createUser(context.db);
    const client = await actingAs(context, user);
    const response = await client.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });
});
