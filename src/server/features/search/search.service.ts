import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind, SearchQuery, SearchResult } from '@shared/schemas/search';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { driverStatement } from '../../db/prepared';
import type { CurrentUser } from '../../lib/identity';
import { contextLine } from './search-highlight';
import { SEARCH_KIND_SQL, personFallbackUrl } from './search-kinds';
import { searchWords, type SearchWords } from './search-words';

/**
 * Matches of one kind ranked at most: past it, a very common word is ranked among the first
 * this many matches the index gives, which keeps a search of "a" as fast as one of a name.
 */
const RANKED_CANDIDATES = 1000;
/** An exact name outranks any ts_rank (at most 1); typo matches rank below every word match. */
const EXACT_NAME_BONUS = 1;
const TYPO_WEIGHT = 0.01;
/** Shorter texts give trigram matches by chance. */
const TYPO_MIN_LENGTH = 3;

interface Row {
  kind: SearchKind;
  id: number;
  title: string;
  context: string | null;
  body: string | null;
  url: string | null;
  rank: number;
}

/**
 * The tsquery of the text: web-search syntax, its last lexeme a prefix when the text ends in a
 * word being typed. websearch_to_tsquery answers canonical tsquery text, so marking its last
 * quoted lexeme keeps it valid whatever was typed.
 */
function tsquery(q: string, { prefix }: SearchWords): SQL {
  const web = sql`websearch_to_tsquery('simple', f_unaccent(${q}))`;
  return prefix ? sql`regexp_replace(${web}::text, '''$', ''':*')::tsquery` : web;
}

const cte = (kind: SearchKind, part: 'words' | 'typos') => sql.raw(`${part}_${kind}`);

/** One kind's word matches, its typo matches when it has no word match, and how both show. */
function kindParts(kind: SearchKind, user: CurrentUser, limit: number, typos: boolean) {
  const spec = SEARCH_KIND_SQL[kind];
  const visible = spec.visibleTo?.(user);
  const andVisible = visible ? sql` and ${visible}` : sql``;
  const rowId = idColumn(kind);
  const ranked = sql`${cte(kind, 'words')} as (
    select c.id, c.rank from (
      select ${rowId} as id,
        ts_rank(${spec.vector}, q.tsq)
          + case when ${spec.name} = q.plain then ${EXACT_NAME_BONUS} else 0 end as rank
      from q, ${spec.from}
      where ${spec.vector} @@ q.tsq${andVisible}
      limit ${RANKED_CANDIDATES}) c
    order by c.rank desc, c.id limit ${limit})`;
  const typo = sql`${cte(kind, 'typos')} as (
    select ${rowId} as id, word_similarity(q.typo, ${spec.name}) * ${TYPO_WEIGHT} as rank
    from q, ${spec.from}
    where ${typos ? sql`true` : sql`false`}
      and not exists (select 1 from ${cte(kind, 'words')})
      and q.typo <% ${spec.name}${andVisible}
    order by rank desc, id limit ${limit})`;
  const shown = sql`select ${kind} as kind, ${rowId} as id, ${spec.title} as title,
      ${spec.context} as context, ${spec.body} as body, ${spec.url} as url, h.rank::float8 as rank
    from (select * from ${cte(kind, 'words')} union all select * from ${cte(kind, 'typos')}) h
    join ${spec.from} on ${rowId} = h.id`;
  return { ctes: [ranked, typo], shown };
}

const idColumn = (kind: SearchKind) =>
  sql.raw(
    {
      event: 'events.id',
      talk: 'talks.id',
      cfp_submission: 'cfp_submissions.id',
      person: 'users.id',
      speaker: 'speakers.id',
      stakeholder: 'stakeholders.id',
      asset: 'assets.id',
      workflow: 'approval_workflows.id',
      trip: 'trips.id',
      attendee: 'attendees.id',
      sponsorship: 'sponsorships.id',
    }[kind],
  );

/** The statement: every kind asked for, ranked together, in one round trip. */
function searchStatement(words: SearchWords, q: string, query: SearchQuery, user: CurrentUser) {
  // Typos are forgiven in plain words only: not in a phrase, a negation or an `or`.
  const typo = words.terms.join(' ');
  const typos = typo.length >= TYPO_MIN_LENGTH && !/"|(^|\s)-|\sor\s/i.test(q);
  const parts = query.kinds.map((kind) => kindParts(kind, user, query.limit, typos));
  return sql`with q as materialized (
      select ${tsquery(q, words)} as tsq, f_search_text(${q}) as plain,
      f_search_text(${typo}) as typo),
    ${sql.join(
      parts.flatMap((part) => part.ctes),
      sql`, `,
    )}
    select * from (${sql.join(
      parts.map((part) => part.shown),
      sql` union all `,
    )}) found
    order by rank desc, kind, id
    limit ${query.limit}`;
}

const dialect = new PgDialect();

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
  const { sql: text, params } = dialect.sqlToQuery(searchStatement(words, query.q, query, user));
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
