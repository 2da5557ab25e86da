import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCall, mockFetch } from '@web/test/fetch-mock';
import { createQueryClient } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('query client', () => {
  it('GETs the first key element with the second as parameters, skipping nulls', async () => {
    const fetchMock = mockFetch(200, [{ id: 1 }]);
    const client = createQueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/attendees', { eventId: 4, role: null }],
    });
    expect(data).toEqual([{ id: 1 }]);
    const { url, init } = fetchCall(fetchMock);
    expect(url).toBe('/api/attendees?eventId=4');
    expect(init.method).toBe('GET');
  });

  it('GETs the path alone when there are no parameters', async () => {
    const fetchMock = mockFetch(200, []);
    await createQueryClient().fetchQuery({ queryKey: ['/api/stakeholders'] });
    expect(fetchCall(fetchMock).url).toBe('/api/stakeholders');
  });

  it('raises an error on a non-OK answer', async () => {
    mockFetch(500);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/events'], retry: false })).rejects.toThrow(
      'Failed to fetch /api/events: 500',
    );
  });

  it('keeps data 5 minutes, retries once and ignores window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries!;
    expect(defaults).toMatchObject({
      staleTime: 300_000,
      gcTime: 300_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
  });
});
