import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/factories/account-factory';
import {
  finishAuthorization,
  startAuthorization,
  submitForm,
  type FlowStart,
} from '../../test/provider-flow';
import { createTestContext, TEST_PUBLIC_URL, type TestContext } from '../../test/test-app';

// Signing out of the provider on a plain GET let any site sign a person out. Without an ID token
// of this session (id_token_hint) the provider now asks, and only its own form's POST acts.

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

/** A browser signed in at the provider: its cookies and the tokens the app got. */
async function signedInBrowser() {
  const account = await createAccount(context.db);
  const flow = await startAuthorization(context);
  const login = await submitForm(context, flow, 'login', {
    username: account.username,
    password: account.password,
  });
  const tokens = await finishAuthorization(context, flow, login.headers.location as string);
  return { flow, tokens };
}

/** Whether the provider still knows the browser: a silent authorization (prompt=none) gets a code. */
async function stillSignedIn(flow: FlowStart): Promise<boolean> {
  const verifier = randomBytes(48).toString('base64url');
  const query = new URLSearchParams({
    client_id: context.config.oidc.clientId,
    redirect_uri: `${TEST_PUBLIC_URL}/`,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'none',
  });
  let response = await context.app.inject({
    url: `/oidc/auth?${query}`,
    headers: { cookie: flow.jar.header() },
  });
  // The provider may pass through its resume endpoint before answering the app.
  for (let hop = 0; hop < 3 && response.statusCode === 303; hop++) {
    const location = new URL(response.headers.location as string, TEST_PUBLIC_URL);
    if (location.origin === TEST_PUBLIC_URL && location.pathname === '/') {
      return location.searchParams.has('code');
    }
    flow.jar.store(response.headers['set-cookie']);
    response = await context.app.inject({
      url: `${location.pathname}${location.search}`,
      headers: { cookie: flow.jar.header() },
    });
  }
  throw new Error(`silent authorization answered ${response.statusCode}`);
}

const endSession = (flow: FlowStart, query: Record<string, string> = {}) =>
  context.app.inject({
    url: `/oidc/session/end?${new URLSearchParams(query)}`,
    headers: { cookie: flow.jar.header() },
  });

const confirm = (flow: FlowStart, fields: Record<string, string>) =>
  context.app.inject({
    method: 'POST',
    url: '/oidc/session/end/confirm',
    headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const xsrfOf = (page: string) => /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';

describe('GET /oidc/session/end', () => {
  it('without an id_token_hint asks for confirmation and signs nobody out', async () => {
    const { flow } = await signedInBrowser();
    const page = await endSession(flow, { client_id: context.config.oidc.clientId });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign out?</h1>');
    expect(page.body).toContain('<form id="op.logoutForm" method="post"');
    expect(page.body).toContain('<button type="submit" form="op.logoutForm" class="primary">');
    expect(page.body).toContain(`<a href="${TEST_PUBLIC_URL}/">Stay signed in</a>`);
    // No script presses the button for the person.
    expect(page.body).not.toContain('logout.js');
    expect(xsrfOf(page.body)).not.toBe('');
    expect(await stillSignedIn(flow)).toBe(true);
  });

  it("signs out when the page's form is posted, and refuses a post without its secret", async () => {
    const { flow } = await signedInBrowser();
    const page = await endSession(flow);
    const forged = await confirm(flow, { logout: 'yes', xsrf: 'guessed' });
    expect(forged.statusCode).toBe(400);
    expect(await stillSignedIn(flow)).toBe(true);

    const confirmed = await confirm(flow, { logout: 'yes', xsrf: xsrfOf(page.body) });
    expect(confirmed.statusCode).toBe(303);
    flow.jar.store(confirmed.headers['set-cookie']);
    expect(await stillSignedIn(flow)).toBe(false);
  });

  it("with this session's ID token goes ahead by itself, as the app's sign-out does", async () => {
    const { flow, tokens } = await signedInBrowser();
    const page = await endSession(flow, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${TEST_PUBLIC_URL}/login`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/interaction-assets/logout.js" defer></script>');
    expect(page.body).not.toContain('Sign out?');
    const confirmed = await confirm(flow, { logout: 'yes', xsrf: xsrfOf(page.body) });
    expect(confirmed.headers.location).toBe(`${TEST_PUBLIC_URL}/login`);
  });

  it("asks when the ID token is someone else's, and refuses one that is not the provider's", async () => {
    const { flow } = await signedInBrowser();
    const other = await signedInBrowser();
    const page = await endSession(flow, { id_token_hint: other.tokens.id_token });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign out?</h1>');
    expect(page.body).not.toContain('logout.js');

    const [header, payload] = other.tokens.id_token.split('.');
    const forged = await endSession(flow, { id_token_hint: `${header}.${payload}.c2lnbmF0dXJl` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain('op.logoutForm');
    expect(await stillSignedIn(flow)).toBe(true);
  });
});
