/**
 * What Node reads of the query text. The database reads it with websearch_to_tsquery, which no
 * text can make fail (quotes, `-word` and `or` keep their web-search meaning, every other sign
 * is a space); when the text ends in a word still being typed, that last lexeme becomes a
 * prefix (`'kube':*`).
 */

const WORD = /[\p{L}\p{N}]+/gu;
const LAST_WORD = /[\p{L}\p{N}]+$/u;

export interface SearchWords {
  /** Whether the last word is matched as a prefix: not when negated or inside quotes. */
  prefix: boolean;
  /** The words shown highlighted (negated ones left out), folded as `fold` does. */
  terms: string[];
}

/** Words of the query; null when it holds none (only signs: nothing can match). */
export function searchWords(q: string): SearchWords | null {
  if (!/[\p{L}\p{N}]/u.test(q)) return null;
  const last = LAST_WORD.exec(q);
  const before = last ? q.slice(0, last.index) : q;
  const inPhrase = (before.match(/"/g) ?? []).length % 2 === 1;
  const negated = /(^|\s)-$/.test(before);
  const positive = q.replace(/(^|\s)-[\p{L}\p{N}]+/gu, ' ');
  return {
    prefix: !!last && !inPhrase && !negated,
    terms: [...new Set((positive.match(WORD) ?? []).map(fold))],
  };
}

/** Lower case without accents, one character at a time (so positions map back to the text). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
