import { describe, expect, it } from 'vitest';
import { getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first letter of each word, at most two, in upper case', () => {
    expect(getInitials('ada lovelace')).toBe('AL');
    expect(getInitials('Grace Brewster Murray Hopper')).toBe('GB');
  });

  it('handles single words, extra spaces and empty names', () => {
    expect(getInitials('demo')).toBe('D');
    expect(getInitials('  linus   torvalds ')).toBe('LT');
    expect(getInitials('')).toBe('');
    expect(getInitials(null)).toBe('');
  });
});
