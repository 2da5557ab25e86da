import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories/user-factory';
import { actingAs } from '../test/requests';
import { createTestContext, type TestContext } from '../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "form-action 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "frame-ancestors 'self'",
].join(';');

/** What helmet sets with the security plugin's options (http:, provider on the same origin). */
const EXPECTED = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const expectSecurityHeaders = (response: LightMyRequestResponse) => {
  expect(response.headers).toMatchObject(EXPECTED);
  expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
};

describe('security headers', () => {
  it('are on API answers, errors and unknown paths', async () => {
    const api = await actingAs(context, await createUser(context.db));
    const list = await api.inject({ url: '/api/events' });
    expect(list.statusCode).toBe(200);
    expectSecurityHeaders(list);
    const refused = await context.app.inject({ url: '/api/events' });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused);
    expectSecurityHeaders(await context.app.inject({ url: '/api/no-such-thing' }));
  });

  it('are on the built-in provider’s answers, which it writes itself', async () => {
    const response = await context.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });
});
