import { describe, expect, it } from 'vitest';
import { signFileUrl, verifyFileUrl } from './signed-urls';

const SECRET = 'test-secret';
const KEY = '2f1c2b7e-1d2a-4a4b-9c3d-0e1f2a3b4c5d.png';
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('signed file URLs', () => {
  it('signs a link that verifies for 15 to 20 minutes', () => {
    const url = signFileUrl(SECRET, KEY, { now: NOW });
    expect(url).toMatch(new RegExp(`^/api/files/${KEY}\\?expires=\\d+&signature=[\\w-]+$`));
    const left = verifyFileUrl(SECRET, KEY, queryOf(url), NOW)!;
    expect(left).toBeGreaterThanOrEqual(15 * 60);
    expect(left).toBeLessThanOrEqual(20 * 60);
    expect(verifyFileUrl(SECRET, KEY, queryOf(url), NOW + 21 * 60 * 1000)).toBeNull();
  });

  it('gives the same URL for requests close in time (browser caches keep working)', () => {
    expect(signFileUrl(SECRET, KEY, { now: NOW + 1000 })).toBe(
      signFileUrl(SECRET, KEY, { now: NOW + 2000 }),
    );
  });

  it('refuses another key, another secret, a changed expiry and an expired link', () => {
    const query = queryOf(signFileUrl(SECRET, KEY, { now: NOW }));
    expect(verifyFileUrl(SECRET, KEY.replace('.png', '.gif'), query, NOW)).toBeNull();
    expect(verifyFileUrl('other-secret', KEY, query, NOW)).toBeNull();
    expect(
      verifyFileUrl(SECRET, KEY, { ...query, expires: String(Number(query.expires) + 1) }, NOW),
    ).toBeNull();
    const expired = queryOf(signFileUrl(SECRET, KEY, { now: NOW, expiresIn: -1 }));
    expect(verifyFileUrl(SECRET, KEY, expired, NOW)).toBeNull();
  });

  it.each([
    [{}],
    [{ expires: '1e12', signature: 'x' }],
    [{ expires: '-5', signature: 'x' }],
    [{ expires: '1767272400', signature: '' }],
    [{ expires: '1767272400', signature: '%%%' }],
  ])('refuses malformed query %o', (query) => {
    expect(verifyFileUrl(SECRET, KEY, query, NOW)).toBeNull();
  });
});
