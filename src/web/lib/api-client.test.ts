import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCall, mockFetch } from '@web/test/fetch-mock';
import {
  api,
  apiListPage,
  apiRequest,
  apiRequestWithHeaders,
  ApiError,
  withParams,
} from './api-client';
import { configureSession, resetSession } from './auth/session';

afterEach(() => {
  resetSession();
  vi.unstubAllGlobals();
});

describe('apiRequestWithHeaders', () => {
  it('gives the parsed body with the answer headers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('[{"id":1}]', {
            status: 200,
            headers: { 'content-type': 'application/json', 'X-Total-Count': '42' },
          }),
      ),
    );
    const { data, headers } = await apiRequestWithHeaders('/api/events', { params: { limit: 12 } });
    expect(data).toEqual([{ id: 1 }]);
    expect(headers.get('X-Total-Count')).toBe('42');
  });
});

describe('apiListPage', () => {
  const serve = (headers: Record<string, string>) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('[{"id":1},{"id":2}]', {
            status: 200,
            headers: { 'content-type': 'application/json', ...headers },
          }),
      ),
    );

  it('reads the total from X-Total-Count', async () => {
    serve({ 'X-Total-Count': '42' });
    expect(await apiListPage('/api/events', { limit: 2 })).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 42,
    });
  });

  it('falls back to the page length when the header is missing or not a count', async () => {
    serve({});
    expect((await apiListPage('/api/events', {})).total).toBe(2);
    serve({ 'X-Total-Count': 'many' });
    expect((await apiListPage('/api/events', {})).total).toBe(2);
  });
});

describe('apiRequest', () => {
  it('sends the Bearer token, includes credentials and parses JSON', async () => {
    configureSession({ getAccessToken: async () => 'token-1' });
    const fetchMock = mockFetch(200, { id: 7 });
    await expect(api.get('/api/events/7')).resolves.toEqual({ id: 7 });
    const { url, init, headers } = fetchCall(fetchMock);
    expect(url).toBe('/api/events/7');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = mockFetch(200, { version: '1' });
    await api.get('/api/version');
    expect(fetchCall(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies on writes', async () => {
    const fetchMock = mockFetch(201, { id: 1 });
    await api.post('/api/stakeholders', { name: 'Ada' });
    const { init, headers } = fetchCall(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ada"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it("throws the server's message with its field errors", async () => {
    mockFetch(400, {
      message: 'Location is required',
      errors: { location: 'Location is required' },
    });
    const error = await apiRequest('/api/events', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Location is required', status: 400 });
    expect((error as ApiError).errors).toEqual({ location: 'Location is required' });
  });

  it("throws 'Failed to fetch {path}: {status}' when the server gives no message", async () => {
    mockFetch(503);
    await expect(api.get('/api/events')).rejects.toThrow('Failed to fetch /api/events: 503');
  });

  it('signs out exactly once when several requests answer 401', async () => {
    const onUnauthorized = vi.fn();
    configureSession({ onUnauthorized });
    mockFetch(401, { message: 'Authentication required' });
    const results = await Promise.allSettled([api.get('/api/events'), api.get('/api/attendees')]);
    await expect(api.get('/api/users/me')).rejects.toThrow('Authentication required');
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('withParams', () => {
  it('skips null and undefined values', () => {
    expect(withParams('/api/assets', { eventId: 3, unlinked: null, q: undefined })).toBe(
      '/api/assets?eventId=3',
    );
    expect(withParams('/api/assets', { a: null })).toBe('/api/assets');
    expect(withParams('/api/x?a=1', { b: 'two words' })).toBe('/api/x?a=1&b=two+words');
  });
});
