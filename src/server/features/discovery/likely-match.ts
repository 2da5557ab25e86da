import { isSimilarName, nameSimilarity } from '@shared/csv/duplicates';

/** An existing event the database found on the conference's dates or at its link. */
export interface MatchCandidate {
  id: number;
  name: string;
  /** How it was found: the same start and end dates, or the same link. */
  by: 'dates' | 'link';
}

/**
 * The event a conference likely is, by the import's duplicate rule: the same dates and a name at
 * least 80 % similar (the most similar first), or else the same link.
 */
export function likelyMatch(
  name: string,
  candidates: readonly MatchCandidate[],
): { id: number; name: string } | null {
  let best: { candidate: MatchCandidate; similarity: number } | null = null;
  for (const candidate of candidates) {
    if (candidate.by !== 'dates' || !isSimilarName(name, candidate.name)) continue;
    const similarity = nameSimilarity(name, candidate.name);
    if (!best || similarity > best.similarity) best = { candidate, similarity };
  }
  const match = best?.candidate ?? candidates.find((candidate) => candidate.by === 'link');
  return match ? { id: match.id, name: match.name } : null;
}
