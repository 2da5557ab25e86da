import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter';

describe('FailureLimiter', () => {
  it('locks a key at the limit and frees it when the window passes', () => {
    const limiter = new FailureLimiter(3, 1000);
    for (const time of [0, 10, 20]) limiter.recordFailure('k', time);
    expect(limiter.isLocked('k', 30)).toBe(true);
    expect(limiter.isLocked('other', 30)).toBe(false);
    expect(limiter.isLocked('k', 1015)).toBe(false);
  });

  it('forgets a key on reset', () => {
    const limiter = new FailureLimiter(1, 1000);
    limiter.recordFailure('k', 0);
    limiter.reset('k');
    expect(limiter.isLocked('k', 1)).toBe(false);
  });
});
