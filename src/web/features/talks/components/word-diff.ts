/** One run of a word diff: text both have, or text only the old or only the new one has. */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Beyond this many word pairs the middle is shown as removed then added, not compared. */
const MAX_CELLS = 4_000_000;

/** Words and the spaces between them, each a token, so the text comes back whole. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (text === '') return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/**
 * The changes from `before` to `after` word by word (a longest common subsequence of tokens):
 * the same parts once, removed words before the added ones that replace them.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    for (const part of middle(midA, midB)) push(parts, part.kind, part.text);
  }
  push(parts, 'same', a.slice(endA).join(''));
  return parts;
}

/** A shared word counts more than a shared space, so words line up rather than the gaps. */
const weight = (token: string) => (/^\s/.test(token) ? 1 : 2);

/** The LCS table from the end, then a walk from the start taking removals before additions. */
function middle(a: string[], b: string[]): DiffPart[] {
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1]! + weight(a[i]!)
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push(parts, 'same', a[i]!);
      i += 1;
      j += 1;
    } else if (
      i < a.length &&
      (j >= b.length || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)
    ) {
      push(parts, 'removed', a[i]!);
      i += 1;
    } else {
      push(parts, 'added', b[j]!);
      j += 1;
    }
  }
  return parts;
}
