import type { WebhookDelivery, WebhookEndpoint } from '@shared/schemas/webhook';
import { vi } from 'vitest';

export const endpoint: WebhookEndpoint = {
  id: 7,
  url: 'https://hooks.example.org/ospo',
  description: 'Build server',
  kind: 'standard',
  eventKinds: ['event.created', 'sponsorship.changed'],
  teamNotices: [],
  enabled: true,
  disabledReason: null,
  previousSecretExpiresAt: null,
  failingSince: null,
  lastDeliveryAt: '2026-11-26T10:00:00Z',
  owner: { id: 1, username: 'admin', name: 'Admin' },
  version: 3,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

export const delivery: WebhookDelivery = {
  id: 41,
  messageId: 'msg_1',
  eventKind: 'event.created',
  status: 'failed',
  createdAt: '2026-11-26T10:00:00Z',
  attemptedAt: '2026-11-26T10:00:05Z',
  nextAttemptAt: null,
  attempt: 3,
  responseCode: 502,
  durationMs: 1234,
  responseBody: 'Bad gateway from upstream',
  error: null,
  test: true,
};

type Route = { method?: string; path: RegExp; status?: number; body?: unknown; total?: number };

/** fetch answering the first route whose method and path match; records every call. */
export function serveRoutes(routes: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const route = routes.find(
      (candidate) => (candidate.method ?? 'GET') === method && candidate.path.test(url),
    );
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (route?.total !== undefined) headers['X-Total-Count'] = String(route.total);
    if (!route)
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers });
    return new Response(route.body === undefined ? null : JSON.stringify(route.body), {
      status: route.status ?? 200,
      headers: route.body === undefined ? {} : headers,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
