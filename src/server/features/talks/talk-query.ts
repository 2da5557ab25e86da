import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Talk, TalkListQuery } from '@shared/schemas/talk';
import type { Db } from '../../db/client';
import { talks } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import {
  containsPattern,
  inPage,
  lowered,
  orderFor,
  pageWithTotal,
  type Page,
} from '../../lib/sql';

// Reading talks: one statement per page, the speakers and current revision riding along.

const SORTABLE = {
  title: lowered(talks.title),
  level: talks.level,
  format: talks.format,
  durationMinutes: talks.durationMinutes,
  createdAt: talks.createdAt,
  updatedAt: talks.updatedAt,
};

// Spelt out: inside a select list drizzle writes a column of the only table unqualified, which
// the subqueries' own tables would make ambiguous.
const talkId = sql.raw('"talks"."id"');

/** A talk's columns with its speakers in order and its latest revision's id. */
export const talkFields = {
  id: talks.id,
  title: talks.title,
  abstract: talks.abstract,
  shortDescription: talks.shortDescription,
  level: talks.level,
  format: talks.format,
  durationMinutes: talks.durationMinutes,
  language: talks.language,
  tags: talks.tags,
  notes: talks.notes,
  archived: talks.archived,
  speakers: sql<Talk['speakers']>`coalesce((
    select json_agg(json_build_object('id', s.id, 'name', s.name, 'userId', s.user_id)
                    order by ts.position)
    from talk_speakers ts join speakers s on s.id = ts.speaker_id
    where ts.talk_id = ${talkId}), '[]'::json)`,
  currentRevisionId: sql<number>`(select max(r.id) from talk_revisions r where r.talk_id = ${talkId})`,
  createdById: talks.createdById,
  createdAt: talks.createdAt,
  version: talks.version,
  updatedAt: talks.updatedAt,
};

type TalkRow = typeof talks.$inferSelect & {
  speakers: Talk['speakers'];
  currentRevisionId: number | string | null;
};

export function toTalk(row: TalkRow): Talk {
  return {
    ...row,
    level: row.level as Talk['level'],
    format: row.format as Talk['format'],
    currentRevisionId: Number(row.currentRevisionId),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const hasSpeaker = (speakerCondition: SQL) =>
  sql`exists (select 1 from talk_speakers ts join speakers s on s.id = ts.speaker_id
              where ts.talk_id = ${talkId} and ${speakerCondition})`;

function whereFor(query: TalkListQuery): SQL | undefined {
  const archived = query.archived ?? 'false';
  const filters: (SQL | undefined)[] = [
    archived === 'all' ? undefined : eq(talks.archived, archived === 'true'),
    query.level === undefined ? undefined : eq(talks.level, query.level),
    query.format === undefined ? undefined : eq(talks.format, query.format),
    query.tag
      ? sql`exists (select 1 from unnest(${talks.tags}) as t(tag) where lower(t.tag) = lower(${query.tag}))`
      : undefined,
    query.speakerId === undefined ? undefined : hasSpeaker(sql`s.id = ${query.speakerId}`),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(talks.title, pattern),
        ilike(talks.abstract, pattern),
        sql`array_to_string(${talks.tags}, ' ') ilike ${pattern}`,
        hasSpeaker(sql`s.name ilike ${pattern}`),
      ),
    );
  }
  return and(...filters);
}

/** A page of talks (active ones unless `archived` says otherwise) and their total, one statement. */
export async function listTalks(db: Db, query: TalkListQuery, counted = true): Promise<Page<Talk>> {
  const where = whereFor(query);
  const counter = counted ? db.select({ value: count() }).from(talks).where(where) : null;
  const page = await pageWithTotal(counter, query.offset, (total) =>
    inPage(
      db
        .select({ ...talkFields, total })
        .from(talks)
        .where(where)
        .orderBy(...orderFor(query.sort, SORTABLE, talks.id, { by: 'updatedAt', descending: true }))
        .$dynamic(),
      query,
    ),
  );
  return { ...page, rows: page.rows.map(toTalk) };
}

/** With `forUpdate`, inside a write's transaction: holds the row until it commits. */
export async function findTalk(db: Db, id: number, forUpdate = false): Promise<Talk> {
  const query = db.select(talkFields).from(talks).where(eq(talks.id, id));
  const [row] = forUpdate ? await query.for('update', { of: talks }) : await query;
  if (!row) throw new NotFoundError('Talk not found');
  return toTalk(row);
}

export async function getTalk(db: Db, id: number): Promise<Talk> {
  return findTalk(db, id);
}
