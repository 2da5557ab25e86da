/**
 * Counted words, one way everywhere: the form is chosen by `Intl.PluralRules` ('one' or 'other'
 * in English), never by `count === 1`, so '1 event', '0 events', '1.5 days' come out right.
 */
const englishPlurals = new Intl.PluralRules('en-US');

/** The word for `count`: `one` ('event') or `other` ('events', by default `one` + 's'). */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return englishPlurals.select(count) === 'one' ? one : other;
}

/** The count and its word: '1 event', '12 events', '3 CFP submissions'. */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${pluralWord(count, one, other)}`;
}
