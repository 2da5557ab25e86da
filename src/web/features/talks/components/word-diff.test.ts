import { describe, expect, it } from 'vitest';
import { wordDiff, type DiffPart } from './word-diff';

const text = (parts: DiffPart[], keep: DiffPart['kind']) =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === keep)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('is one same part when nothing changed', () => {
    expect(wordDiff('A talk about Node', 'A talk about Node')).toEqual([
      { kind: 'same', text: 'A talk about Node' },
    ]);
  });

  it('marks a replaced word removed, then added', () => {
    expect(wordDiff('A talk about Node', 'A talk about Deno')).toEqual([
      { kind: 'same', text: 'A talk about ' },
      { kind: 'removed', text: 'Node' },
      { kind: 'added', text: 'Deno' },
    ]);
  });

  it('finds words added and removed in the middle', () => {
    const parts = wordDiff('We build fast APIs today', 'We build very fast typed APIs');
    expect(parts).toEqual([
      { kind: 'same', text: 'We build ' },
      { kind: 'added', text: 'very ' },
      { kind: 'same', text: 'fast ' },
      { kind: 'added', text: 'typed ' },
      { kind: 'same', text: 'APIs' },
      { kind: 'removed', text: ' today' },
    ]);
  });

  it('gives back both texts whole, spaces and line breaks included', () => {
    const before = 'One line.\n\nSecond  paragraph here.';
    const after = 'One longer line.\nSecond paragraph, here.';
    const parts = wordDiff(before, after);
    expect(text(parts, 'removed')).toBe(before);
    expect(text(parts, 'added')).toBe(after);
  });

  it('handles empty texts', () => {
    expect(wordDiff('', '')).toEqual([]);
    expect(wordDiff('', 'New')).toEqual([{ kind: 'added', text: 'New' }]);
    expect(wordDiff('Old', '')).toEqual([{ kind: 'removed', text: 'Old' }]);
  });
});
