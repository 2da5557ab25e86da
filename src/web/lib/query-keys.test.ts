import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('starts every key with the API path of its collection', () => {
    expect(queryKeys.events.one(4)).toEqual(['/api/events', 4]);
    expect(queryKeys.events.list({ q: 'node', limit: 12 })).toEqual([
      '/api/events',
      { q: 'node', limit: 12 },
    ]);
    expect(queryKeys.events.picker({ limit: 20 })).toEqual([
      '/api/events',
      { limit: 20 },
      'picker',
    ]);
    expect(queryKeys.events.calendar({ from: 'a' })).toEqual([
      '/api/events',
      { from: 'a' },
      'calendar',
    ]);
    expect(queryKeys.events.follow(4)).toEqual(['/api/events', 4, 'follow']);
    expect(queryKeys.events.deletion(4)).toEqual(['/api/events', 4, 'deletion']);
    expect(queryKeys.events.discoveryOffer(4)).toEqual(['/api/events', 4, 'discovery-offer']);
    expect(queryKeys.sponsorships.totals({ status: 'pending' })).toEqual([
      '/api/sponsorships',
      'totals',
      { status: 'pending' },
    ]);
    expect(queryKeys.history.record('events', 4)).toEqual(['/api/history', 'events', 4]);
    expect(queryKeys.dashboard.asOf('2026-03-01')).toEqual([
      '/api/dashboard',
      { today: '2026-03-01' },
    ]);
    expect(queryKeys.tokens.scope('all')).toEqual(['/api/tokens', 'all']);
    expect(queryKeys.notifications.pages).toEqual(['/api/notifications', 'pages']);
    expect(queryKeys.currentUser.key).toEqual(['/api/users/me']);
    expect(queryKeys.search.results({ q: 'kube' })).toEqual(['/api/search', { q: 'kube' }]);
  });

  it('invalidating a collection refreshes its pages, records and views, and nothing else', async () => {
    const client = new QueryClient();
    const under = [
      queryKeys.events.list({ limit: 12 }),
      queryKeys.events.one(4),
      queryKeys.events.picker({ limit: 20 }),
      queryKeys.events.calendar({ from: 'a', to: 'b' }),
      queryKeys.events.follow(4),
      queryKeys.events.deletion(4),
    ];
    const apart = [queryKeys.attendees.one(4), queryKeys.dashboard.asOf('2026-03-01')];
    for (const key of [...under, ...apart]) client.setQueryData(key, 'cached');

    await client.invalidateQueries({ queryKey: queryKeys.events.all });

    for (const key of under) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    for (const key of apart) expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it('a list key copies its parameters, so a later change to them does not move the key', () => {
    const params = { limit: 12 };
    const key = queryKeys.attendees.list(params);
    params.limit = 50;
    expect(key).toEqual(['/api/attendees', { limit: 12 }]);
  });
});
