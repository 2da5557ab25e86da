import { describe, expect, it } from 'vitest';
import { initialOf, submissionLines } from './popover-lists';

describe('popover lists', () => {
  it('lists every submission with its speaker and an icon kind by status', () => {
    const lines = submissionLines([
      {
        name: 'Ada',
        submissions: [
          { id: 1, title: 'Rust', status: 'accepted' },
          { id: 2, title: 'Go', status: 'draft' },
        ],
      },
      { name: 'Linus', submissions: [{ id: 3, title: 'C', status: 'rejected' }] },
    ]);
    expect(lines.map((line) => [line.speaker, line.kind])).toEqual([
      ['Ada', 'accepted'],
      ['Ada', 'other'],
      ['Linus', 'rejected'],
    ]);
  });

  it('gives initials', () => {
    expect(initialOf(' grace')).toBe('G');
    expect(initialOf('')).toBe('?');
  });
});
