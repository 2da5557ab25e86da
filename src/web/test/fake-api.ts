import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown };
type Handler = (url: URL, init: RequestInit) => Answer;

/**
 * Replaces fetch with answers by 'METHOD /path' (query ignored); anything else is a 404.
 * Returns the calls made, with parsed JSON bodies, for assertions.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: {
    method: string;
    path: string;
    search: string;
    body: unknown;
    ifMatch: string | null;
  }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const ifMatch = new Headers(init.headers).get('If-Match');
    calls.push({ method, path: url.pathname, search: url.search, body, ifMatch });
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? route(url, init)
        : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = answer.status ?? 200;
    return answer.body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer.body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
