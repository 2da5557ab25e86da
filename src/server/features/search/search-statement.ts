import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_KINDS, type SearchKind, type SearchQuery } from '@shared/schemas/search';
import type { CurrentUser } from '../../lib/identity';
import { LruMap } from '../../lib/lru-map';
import { literal, SEARCH_KIND_SQL } from './search-kinds';
import type { SearchWords } from './search-words';

/**
 * Word matches ranked at most: past it, a very common word is ranked among the first this many
 * matches the index gives. An exact name is looked up by its own index, so it is never lost.
 */
const RANKED_CANDIDATES = 200;
/** Typo matches weighed at most (each costs a word_similarity). */
const TYPO_CANDIDATES = 50;
/** An exact name outranks any ts_rank (at most 1); typo matches rank below every word match. */
const EXACT_NAME_BONUS = 1;
const TYPO_WEIGHT = 0.01;
/** Shorter texts give trigram matches by chance. */
const TYPO_MIN_LENGTH = 3;
/** Statement texts kept built: a shape is the kinds, the limit, typos, a prefix and the viewer. */
const REMEMBERED_SHAPES = 500;

/** A number in the SQL text: the planner sees the limits, and they are not bound each time. */
const number = (value: number) => sql.raw(String(value));

/**
 * The tsquery of the text: web-search syntax, its last lexeme a prefix when the text ends in a
 * word being typed. websearch_to_tsquery answers canonical tsquery text, so marking its last
 * quoted lexeme keeps it valid whatever was typed.
 */
function tsquery(prefix: boolean): SQL {
  const web = sql`websearch_to_tsquery('simple', f_unaccent(${sql.placeholder('q')}::text))`;
  return prefix ? sql`regexp_replace(${web}::text, '''$', ''':*')::tsquery` : web;
}

/**
 * Of the entries the index gives, those of the kinds asked for that the person may see: a kind
 * with a visibility rule admits its entries only through the rule, over its own table.
 */
function admitted(kinds: SearchKind[], user: CurrentUser): SQL {
  const conditions: SQL[] = [];
  if (kinds.length < SEARCH_KINDS.length) {
    conditions.push(sql`s.kind in (${sql.join(kinds.map(literal), sql`, `)})`);
  }
  for (const kind of kinds) {
    const { id, visibleTo } = SEARCH_KIND_SQL[kind];
    const rule = visibleTo?.rule(user);
    if (!visibleTo || !rule) continue;
    conditions.push(
      sql`(s.kind <> ${literal(kind)} or exists (select 1 from ${visibleTo.table}
        where ${id} = s.id and ${rule}))`,
    );
  }
  return conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
}

/** How each kind asked for shows its rows among the hits. */
function shown(kind: SearchKind): SQL {
  const spec = SEARCH_KIND_SQL[kind];
  return sql`select ${literal(kind)} as kind, ${spec.id} as id, ${spec.title} as title,
      ${spec.context} as context, ${spec.body} as body, ${spec.url} as url, h.rank::float8 as rank
    from hits h join ${spec.from} on ${spec.id} = h.id
    where h.kind = ${literal(kind)}`;
}

/**
 * The statement: word matches (ts_rank, plus a bonus for an exact name found by its index), or
 * when no word matches, typo matches of the names (below every word match); then each kind's
 * rows joined for their title, context and path. One round trip.
 */
function searchStatement(shape: Shape, user: CurrentUser): SQL {
  const limit = number(shape.limit);
  const candidates = number(RANKED_CANDIDATES);
  const and = admitted(shape.kinds, user);
  return sql`with q as materialized (
      select ${tsquery(shape.prefix)} as tsq, f_search_text(${sql.placeholder('q')}::text) as plain,
      f_search_text(${sql.placeholder('typo')}::text) as typo),
    words as (
      select c.kind, c.id, max(c.rank) as rank from (
        (select s.kind, s.id, ts_rank(s.search, q.tsq) as rank from q, search_entries s
          where s.search @@ q.tsq${and} limit ${candidates})
        union all
        (select s.kind, s.id, ts_rank(s.search, q.tsq) + ${number(EXACT_NAME_BONUS)}
          from q, search_entries s where s.name = q.plain and s.search @@ q.tsq${and}
          limit ${limit})) c
      group by c.kind, c.id order by rank desc, c.kind, c.id limit ${limit}),
    typos as (
      select c.kind, c.id, c.rank from (
        select s.kind, s.id, word_similarity(q.typo, s.name) * ${number(TYPO_WEIGHT)} as rank
        from q, search_entries s
        where ${sql.raw(String(shape.typos))} and not exists (select 1 from words)
          and s.name %> q.typo${and}
        limit ${number(TYPO_CANDIDATES)}) c
      order by c.rank desc, c.kind, c.id limit ${limit}),
    hits as materialized (select * from words union all select * from typos)
    select * from (${sql.join(shape.kinds.map(shown), sql` union all `)}) found
    order by rank desc, kind, id
    limit ${limit}`;
}

interface Shape {
  kinds: SearchKind[];
  limit: number;
  typos: boolean;
  prefix: boolean;
  /** The person and roles the kinds' visibility rules were written for (their values are in it). */
  viewer: [number, string[]];
}

const dialect = new PgDialect();
const built = new LruMap<string, { sql: string; params: unknown[] }>(REMEMBERED_SHAPES);

/**
 * The search's SQL text and parameters. The text is built once per shape (building 22 CTEs with
 * drizzle cost ~0.7 ms of CPU a request); the words come in as placeholders.
 */
export function searchSql(words: SearchWords, query: SearchQuery, user: CurrentUser) {
  // Typos are forgiven in plain words only: not in a phrase, a negation or an `or`.
  const typo = words.terms.join(' ');
  const shape: Shape = {
    kinds: query.kinds,
    limit: query.limit,
    typos: typo.length >= TYPO_MIN_LENGTH && !/"|(^|\s)-|\sor\s/i.test(query.q),
    prefix: words.prefix,
    viewer: [user.id, user.roles],
  };
  const key = JSON.stringify(shape);
  let statement = built.get(key);
  if (!statement) built.set(key, (statement = dialect.sqlToQuery(searchStatement(shape, user))));
  return {
    text: statement.sql,
    params: fillPlaceholders(statement.params, { q: query.q, typo }),
  };
}
