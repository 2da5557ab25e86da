import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext | undefined;
afterEach(() => context?.close());

/** The provider's cookies for an authorization request claiming to have come in over https. */
async function cookiesClaimingHttps(env: Record<string, string>): Promise<string[]> {
  context = await createTestContext(env);
  const query = new URLSearchParams({
    client_id: context.config.oidc.clientId,
    redirect_uri: `${context.config.publicUrl}/`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  const response = await context.app.inject({
    method: 'GET',
    url: `/oidc/auth?${query}`,
    headers: { 'x-forwarded-proto': 'https' },
  });
  expect(response.statusCode).toBe(303);
  return [response.headers['set-cookie'] ?? []].flat();
}

describe('the built-in provider and forwarded headers', () => {
  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const cookies = await cookiesClaimingHttps({});
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });

  it('believes the forwarded protocol of a trusted proxy (cookies become Secure)', async () => {
    const cookies = await cookiesClaimingHttps({ TRUST_PROXY: '127.0.0.1' });
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
  });
});
