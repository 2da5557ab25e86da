import { vi } from 'vitest';
import type { Notification } from '@shared/schemas/notifications';

type Answer = { status?: number; body?: unknown };

/** fetch answering by method and path (`GET /api/notifications`), recording every call. */
export function routeFetch(routes: Record<string, (url: URL, init: RequestInit) => Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    const { status = 200, body } = route
      ? route(url, init)
      : { status: 404, body: { message: 'Not found' } };
    return body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Calls of one route: 'POST /api/notifications/read-all'. */
export function callsTo(fetchMock: ReturnType<typeof routeFetch>, route: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}` === route;
  });
}

let sequence = 0;

export function notification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: sequence,
    kind: 'cfp_deadline_3d',
    title: `CFP for Conference ${sequence} closes in 3 days`,
    body: `The call for papers of Conference ${sequence} closes on Thursday, 13 March 2031.`,
    link: `/events/${sequence}`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}
