import { createHash, randomBytes } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Config } from '../config';
import { TEST_PUBLIC_URL } from './test-app';

/** The app under test: a TestContext, or a real server process answering in app.inject()'s shape. */
export interface ProviderTarget {
  app: {
    inject(request: {
      method: 'GET' | 'POST';
      url: string;
      headers?: Record<string, string>;
      payload?: string;
    }): Promise<{
      statusCode: number;
      headers: OutgoingHttpHeaders;
      body: string;
      json(): unknown;
    }>;
  };
  config: Pick<Config, 'oidc'>;
}

/** Cookie jar for app.inject(): keeps name=value pairs across redirects. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface FlowStart {
  jar: CookieJar;
  verifier: string;
  interactionPath: string;
}

function pathOf(location: string): string {
  const url = new URL(location, TEST_PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

/** Starts the browser's Authorization Code + PKCE request and lands on the provider's screen. */
export async function startAuthorization(
  context: ProviderTarget,
  extra: Record<string, string> = {},
): Promise<FlowStart> {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: context.config.oidc.clientId,
    redirect_uri: `${TEST_PUBLIC_URL}/`,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  });
  const jar = new CookieJar();
  const response = await context.app.inject({ method: 'GET', url: `/oidc/auth?${query}` });
  jar.store(response.headers['set-cookie']);
  if (response.statusCode !== 303)
    throw new Error(`authorization answered ${response.statusCode}: ${response.body}`);
  return { jar, verifier, interactionPath: pathOf(response.headers.location as string) };
}

/** Submits a provider form (login or registration) as a browser would. */
export async function submitForm(
  context: ProviderTarget,
  flow: FlowStart,
  action: 'login' | 'register',
  fields: Record<string, string>,
) {
  const response = await context.app.inject({
    method: 'POST',
    url: `${flow.interactionPath.split('?')[0]}/${action}`,
    headers: { cookie: flow.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  flow.jar.store(response.headers['set-cookie']);
  return response;
}

/** Follows the provider's redirects back to the app and exchanges the code for tokens. */
export async function finishAuthorization(
  context: ProviderTarget,
  flow: FlowStart,
  location: string,
) {
  let next = location;
  for (let hop = 0; hop < 5 && !next.startsWith(`${TEST_PUBLIC_URL}/?`); hop++) {
    const response = await context.app.inject({
      method: 'GET',
      url: pathOf(next),
      headers: { cookie: flow.jar.header() },
    });
    flow.jar.store(response.headers['set-cookie']);
    if (!response.headers.location)
      throw new Error(`provider stopped at ${response.statusCode}: ${response.body.slice(0, 300)}`);
    next = response.headers.location as string;
  }
  const code = new URL(next).searchParams.get('code');
  if (!code) throw new Error(`no code in ${next}`);
  const token = await context.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${TEST_PUBLIC_URL}/`,
      client_id: context.config.oidc.clientId,
      code_verifier: flow.verifier,
    }).toString(),
  });
  if (token.statusCode !== 200)
    throw new Error(`token endpoint answered ${token.statusCode}: ${token.body}`);
  return token.json() as {
    access_token: string;
    id_token: string;
    refresh_token?: string;
    expires_in: number;
  };
}

/** The whole sign-in of a browser through the built-in provider, returning its tokens. */
export async function signInViaProvider(
  context: ProviderTarget,
  username: string,
  password: string,
) {
  const flow = await startAuthorization(context);
  const login = await submitForm(context, flow, 'login', { username, password });
  if (login.statusCode !== 303) throw new Error(`login answered ${login.statusCode}`);
  return finishAuthorization(context, flow, login.headers.location as string);
}
