import { vi } from 'vitest';

/** Replaces fetch with a mock answering `status` and a JSON `body` (or nothing). */
export function mockFetch(status: number, body?: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    body === undefined
      ? new Response(null, { status })
      : new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL and init of the n-th fetch call. */
export function fetchCall(fetchMock: ReturnType<typeof mockFetch>, index = 0) {
  const [input, init] = fetchMock.mock.calls[index]!;
  return { url: String(input), init: init ?? {}, headers: new Headers(init?.headers) };
}
