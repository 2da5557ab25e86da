import { describe, expect, it } from 'vitest';
import { likelyMatch } from './likely-match';

describe('likelyMatch', () => {
  it('takes the most similar name on the same dates, at least 80 % similar', () => {
    const candidates = [
      { id: 1, name: 'JSConf EU 2027 Berlin', by: 'dates' },
      { id: 2, name: 'JSConf EU 27', by: 'dates' },
      { id: 3, name: 'JSConf EU 2027', by: 'link' },
    ] as const;
    expect(likelyMatch('JSConf EU 2027', candidates)).toEqual({ id: 2, name: 'JSConf EU 27' });
  });

  it('falls back to an event at the same link, whatever its name', () => {
    const candidates = [
      { id: 1, name: 'Something else', by: 'dates' },
      { id: 4, name: 'Our trip', by: 'link' },
    ] as const;
    expect(likelyMatch('JSConf EU 2027', candidates)).toEqual({ id: 4, name: 'Our trip' });
  });

  it('finds none when no name on the same dates is similar and no link matches', () => {
    expect(likelyMatch('JSConf EU', [{ id: 1, name: 'RustConf', by: 'dates' }])).toBeNull();
    expect(likelyMatch('JSConf EU', [])).toBeNull();
  });
});
