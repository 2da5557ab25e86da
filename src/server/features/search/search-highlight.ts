import type { SearchRange } from '@shared/schemas/search';
import { fold } from './search-words';

/** Characters of context either side of the words, when a passage of a longer text is shown. */
const PASSAGE_LEAD = 40;
const PASSAGE_LENGTH = 160;

const isWordChar = (char: string | undefined) =>
  !!char && (char < '\u0080' ? /[a-z0-9]/.test(char) : /[\p{L}\p{N}]/u.test(char));

/**
 * Where the terms start words of the text, as `[start, end)` ranges of the text itself: each
 * character is folded alone (ü → u), so a range found in the folded text maps back exactly.
 */
export function highlightRanges(text: string, terms: readonly string[]): SearchRange[] {
  if (!terms.length || !text) return [];
  const chars = Array.from(text);
  const folded: string[] = [];
  const starts: number[] = [];
  let offset = 0;
  for (const char of chars) {
    // ASCII folds to its lower case; only other characters need Unicode normalisation.
    for (const unit of char < '\u0080' ? char.toLowerCase() : fold(char)) {
      folded.push(unit);
      starts.push(offset);
    }
    offset += char.length;
  }
  starts.push(offset);
  const ranges: SearchRange[] = [];
  for (let index = 0; index < folded.length; index += 1) {
    if (!isWordChar(folded[index]) || isWordChar(folded[index - 1])) continue;
    const term = terms.find((candidate) =>
      candidate.split('').every((unit, at) => folded[index + at] === unit),
    );
    if (!term) continue;
    let end = index + term.length;
    while (end < folded.length && isWordChar(folded[end]) && starts[end] === starts[end - 1]) {
      end += 1;
    }
    ranges.push([starts[index]!, starts[end]!]);
    index = end - 1;
  }
  return ranges;
}

/** One line: line breaks and runs of spaces become one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The one line under a result's title: its own context, or, when the words are in neither the
 * title nor the context but in a longer text, the passage of that text around the first of them.
 */
export function contextLine(
  title: string,
  context: string,
  body: string,
  terms: readonly string[],
): { context: string; titleRanges: SearchRange[]; contextRanges: SearchRange[] } {
  const titleRanges = highlightRanges(title, terms);
  const line = oneLine(context);
  const contextRanges = highlightRanges(line, terms);
  if (titleRanges.length || contextRanges.length)
    return { context: line, titleRanges, contextRanges };
  const text = oneLine(body);
  const [first] = highlightRanges(text, terms);
  if (!first) return { context: line, titleRanges, contextRanges };
  const start = Math.max(0, first[0] - PASSAGE_LEAD);
  const passage =
    (start > 0 ? '…' : '') +
    text.slice(start, start + PASSAGE_LENGTH) +
    (start + PASSAGE_LENGTH < text.length ? '…' : '');
  return { context: passage, titleRanges, contextRanges: highlightRanges(passage, terms) };
}
