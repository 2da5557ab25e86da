import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { toAppOrigin } from './app-origin';
import { E2E_PORT } from './auth-state';

const APP = `http://localhost:${E2E_PORT}`;

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  scope: string;
  expires_in: number;
}

/** Where a redirect answer sends the browser, as an absolute address. */
function redirectOf(response: { status(): number; headers(): Record<string, string> }): string {
  const location = response.headers().location;
  if (response.status() !== 303 && response.status() !== 302)
    throw new Error(`expected a redirect, got ${response.status()}`);
  if (!location) throw new Error('redirect without a location');
  return new URL(location, APP).toString();
}

/**
 * Registers an account through the built-in provider's own forms over HTTP (the browser context's
 * cookies, no screens), and exchanges the code for tokens as the app would. The screens of this
 * journey are e2e/auth/register.spec.ts's; here it only seeds a fresh user.
 */
export async function registerViaApi(
  page: Page,
  account: { username: string; email: string; name: string; password: string },
) {
  const identity = (await (await page.request.get('/api/keycloak-config')).json()) as {
    issuer: string;
    clientId: string;
  };
  const verifier = randomBytes(48).toString('base64url');
  const query = new URLSearchParams({
    client_id: identity.clientId,
    redirect_uri: `${APP}/`,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    prompt: 'create',
  });
  const interaction = redirectOf(
    await page.request.get(`${identity.issuer}/auth?${query}`, { maxRedirects: 0 }),
  );
  const registered = await page.request.post(`${interaction.split('?')[0]}/register`, {
    form: account,
    maxRedirects: 0,
  });
  let next = redirectOf(registered);
  for (let hop = 0; hop < 5 && !next.startsWith(`${APP}/?`); hop++)
    next = redirectOf(await page.request.get(next, { maxRedirects: 0 }));
  const code = new URL(next).searchParams.get('code');
  if (!code) throw new Error(`no code in ${next}`);
  const answer = await page.request.post(`${identity.issuer}/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${APP}/`,
      client_id: identity.clientId,
      code_verifier: verifier,
    },
  });
  if (!answer.ok()) throw new Error(`token endpoint: ${answer.status()} ${await answer.text()}`);
  const tokens = (await answer.json()) as Tokens;
  await storeSignIn(page, identity, tokens);
}

/** Puts the tokens where oidc-client-ts keeps a signed-in user (identity-settings.ts). */
async function storeSignIn(
  page: Page,
  identity: { issuer: string; clientId: string },
  tokens: Tokens,
) {
  const claims = JSON.parse(
    Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  const user = {
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: claims,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  };
  await toAppOrigin(page);
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `oidc.user:${identity.issuer}:${identity.clientId}`,
    value: JSON.stringify(user),
  });
}
