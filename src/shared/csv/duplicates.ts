import { distance } from 'fastest-levenshtein';
import { LIMITS } from '../domain';

/** Levenshtein similarity 1 − distance / longer length, on trimmed lower-cased names. */
export function nameSimilarity(a: string, b: string): number {
  const left = a.trim().toLowerCase();
  const right = b.trim().toLowerCase();
  if (left === right) return 1;
  const longer = Math.max(left.length, right.length);
  return 1 - distance(left, right) / longer;
}

/** Candidates are grouped by their (start, end) pair: only events on the same dates can match. */
export const dateKey = (startDate: string, endDate: string) => `${startDate}|${endDate}`;

// Similarities such as 28/35 must reach 0.8 despite floating-point rounding.
const EPSILON = 1e-9;

/** The import's duplicate rule for two names: equal ignoring case, or at least 80 % similar. */
export function isSimilarName(
  a: string,
  b: string,
  threshold: number = LIMITS.duplicateNameSimilarity,
): boolean {
  return nameSimilarity(a, b) >= threshold - EPSILON;
}

export interface DuplicateCandidate<T> {
  name: string;
  startDate: string;
  endDate: string;
  item: T;
}

export interface DuplicateMatch<T> {
  item: T;
  similarity: number;
}

/**
 * Duplicates: the same dates and a name that is equal ignoring case or at least 80 %
 * similar. Lookups compare only the candidates of the same date pair.
 */
export class DuplicateIndex<T> {
  private readonly byDates = new Map<string, { lowered: string; item: T }[]>();

  constructor(private readonly threshold: number = LIMITS.duplicateNameSimilarity) {}

  add(candidate: DuplicateCandidate<T>): void {
    const key = dateKey(candidate.startDate, candidate.endDate);
    const group = this.byDates.get(key) ?? [];
    group.push({ lowered: candidate.name.trim().toLowerCase(), item: candidate.item });
    this.byDates.set(key, group);
  }

  /** The best match on the same dates (an exact name first), or null. */
  find(name: string, startDate: string, endDate: string): DuplicateMatch<T> | null {
    const group = this.byDates.get(dateKey(startDate, endDate));
    if (!group) return null;
    const lowered = name.trim().toLowerCase();
    let best: DuplicateMatch<T> | null = null;
    for (const candidate of group) {
      if (candidate.lowered === lowered) return { item: candidate.item, similarity: 1 };
      const longer = Math.max(lowered.length, candidate.lowered.length);
      // Names whose lengths differ by more than the allowed edits cannot reach the threshold.
      if (
        Math.abs(lowered.length - candidate.lowered.length) >
        (1 - this.threshold) * longer + EPSILON
      ) {
        continue;
      }
      const similarity = 1 - distance(lowered, candidate.lowered) / longer;
      if (similarity >= this.threshold - EPSILON && (!best || similarity > best.similarity)) {
        best = { item: candidate.item, similarity };
      }
    }
    return best;
  }
}
