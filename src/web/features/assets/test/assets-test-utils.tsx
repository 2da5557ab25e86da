import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Asset } from '@shared/schemas/asset';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';
import { polyfillPointer } from '@web/test/pointer-polyfill';

/** An asset as the API answers it, with overrides. */
export function assetFixture(overrides: Partial<Asset> = {}): Asset {
  return {
    id: 1,
    name: 'Keynote slides',
    type: 'presentation',
    description: 'Slides of the opening keynote.',
    eventId: null,
    eventName: null,
    cfpSubmissionId: null,
    talkId: null,
    tripId: null,
    fileUrl: '/api/files/0b7c1f2e-1111-4222-8333-444455556666.pdf?expires=9999999999&signature=abc',
    fileSize: 1536,
    mimeType: 'application/pdf',
    isTextContent: false,
    content: null,
    uploadMethod: 'file',
    uploadedBy: 1,
    uploadedByName: 'Demo User',
    createdById: 1,
    updatedById: 1,
    version: 1,
    uploadedAt: '2026-03-04T10:00:00.000Z',
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown };
type Handler = (url: URL, init: RequestInit) => Answer | Promise<Answer>;

/** A fetch mock answering by "METHOD /path" (the first matching handler wins); records calls. */
export function routeFetch(routes: Record<string, Handler | Answer>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(url, init) : route;
    if (!answer) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
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

/** Renders with a fresh query client, a router at `path` (matching `pattern`) and the toaster inside it (its
 * "View" actions are links), as in the app. */
export function renderAssets(ui: ReactNode, { path = '/assets', pattern = '/assets' } = {}) {
  polyfillPointer();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
