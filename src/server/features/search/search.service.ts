import type { SearchKind, SearchQuery, SearchResult } from '@shared/schemas/search';
import type { Db } from '../../db/client';
import { driverStatement } from '../../db/prepared';
import type { CurrentUser } from '../../lib/identity';
import { contextLine } from './search-highlight';
import { personFallbackUrl } from './search-kinds';
import { searchSql } from './search-statement';
import { searchWords } from './search-words';

interface Row {
  kind: SearchKind;
  id: number;
  title: string;
  context: string | null;
  body: string | null;
  url: string | null;
  rank: number;
}

/** A row of the statement, its columns in the order it selects them. */
const toRow = ([kind, id, title, context, body, url, rank]: unknown[]) =>
  ({ kind, id: Number(id), title, context, body, url, rank: Number(rank) }) as Row;

/**
 * Search everywhere: the records of the kinds asked for that the person may see in each kind's
 * own list, best first, in one statement (docs/decisions/017-full-text-search.md).
 */
export async function search(
  db: Db,
  user: CurrentUser,
  query: SearchQuery,
): Promise<SearchResult[]> {
  const words = searchWords(query.q);
  if (!words) return [];
  const { text, params } = searchSql(words, query, user);
  const rows = (await driverStatement(text)(db, params)).map(toRow);
  return rows.map((row) => {
    const shown = contextLine(row.title, row.context ?? '', row.body ?? '', words.terms);
    return {
      kind: row.kind,
      id: row.id,
      title: row.title,
      context: shown.context,
      highlights: { title: shown.titleRanges, context: shown.contextRanges },
      url: row.url ?? (row.kind === 'person' ? personFallbackUrl(user, row.title) : null),
      rank: Number(row.rank),
    };
  });
}
