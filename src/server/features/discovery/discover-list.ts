import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  DiscoveredConference,
  DiscoveryListQuery,
  DiscoveryOptions,
} from '@shared/schemas/discovered-conference';
import type { Db } from '../../db/client';
import { discoveredConferences as d, discoveryMarks as m } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { containsPattern, pageWithTotal, rowsOf, type Page, type PageWindow } from '../../lib/sql';
import { likelyMatch, type MatchCandidate } from './likely-match';

/** Whose marks the list reads, and the day (YYYY-MM-DD, the app clock's UTC date) it is read on. */
export interface DiscoverViewer {
  userId: number;
  today: string;
}

/** The person asking, on the app clock's UTC date. */
export const discoverViewer = (user: CurrentUser, clock: Clock): DiscoverViewer => ({
  userId: user.id,
  today: clock.now().toISOString().slice(0, 10),
});

export const CONFERENCE_NOT_FOUND = 'No such conference in Discover';

/** An open CFP: its deadline is today or later. */
const openCfp = (today: string) => sql`${d.cfpEndDate} >= ${today}::date`;

/** A CFP that may still be open: a deadline today or later, or a CFP link without a deadline. */
const hasCfp = (today: string) =>
  sql`coalesce(${d.cfpEndDate} >= ${today}::date, ${d.cfpUrl} is not null)`;

/** The list's filters; gone conferences and those ended before today are never listed. */
function listFilters(query: DiscoveryListQuery, today: string): SQL {
  const filters: (SQL | undefined)[] = [
    sql`${d.goneAt} is null`,
    sql`${d.endDate} >= ${today}::date`,
    query.show === 'interested'
      ? eq(m.mark, 'interested')
      : query.show === 'dismissed'
        ? undefined
        : sql`${m.mark} is distinct from 'dismissed'`,
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(d.name, pattern),
        ilike(d.city, pattern),
        ilike(d.country, pattern),
        sql`array_to_string(${d.topics}, ' ') ilike ${pattern}`,
      ),
    );
  }
  if (query.topic) {
    filters.push(sql`exists (select 1 from unnest(${d.topics}) as topic
      where lower(topic) = lower(${query.topic}))`);
  }
  if (query.place) {
    filters.push(
      query.place.toLowerCase() === 'online'
        ? eq(d.online, true)
        : sql`lower(${d.country}) = lower(${query.place})`,
    );
  }
  if (query.closingWithinDays !== undefined) {
    filters.push(
      sql`${openCfp(today)} and ${d.cfpEndDate} <= ${today}::date + ${query.closingWithinDays}::int`,
    );
  }
  if (query.language) filters.push(sql`upper(${query.language}) = any(${d.locales})`);
  if (query.hasCfp !== undefined) {
    filters.push(query.hasCfp ? hasCfp(today) : sql`not ${hasCfp(today)}`);
  }
  return and(...filters)!;
}

/** Open CFPs first, soonest deadline first; then the rest by start date. */
const listOrder = (today: string, alias?: string) => {
  const column = (name: string) =>
    sql.raw(alias ? `${alias}.${name}` : `"discovered_conferences".${name}`);
  return sql`case when ${column('cfp_end_date')} >= ${today}::date then ${column('cfp_end_date')} end
    asc nulls last, ${column('start_date')} asc, ${column('id')} asc`;
};

const myMark = (userId: number) => and(eq(m.conferenceId, d.id), eq(m.userId, userId));

type ConferenceRow = { conference: string; candidates: string | null; total?: number | null };

/**
 * The conferences `where` selects, in the list's order, one window of them, each as the answer's
 * JSON (built by PostgreSQL, likelyMatch added here) with my mark, its event and, while it is not
 * tracked, the events likely the same: on the same dates (by index) or at the same link (one pass
 * over the events for the whole page: `materialized`, or each row would scan them again). One statement; `total` rides along when given.
 */
async function selectConferences(
  db: Db,
  viewer: DiscoverViewer,
  where: SQL,
  window: PageWindow,
  total: SQL<number | null> = sql`null::int`,
): Promise<(DiscoveredConference & { total: number | null })[]> {
  const result = await db.execute(sql`
    with page as (
      select ${d}.*, ${m.mark} as mark, ${total} as total
      from ${d} left join ${m} on ${myMark(viewer.userId)}
      where ${where}
      order by ${listOrder(viewer.today)}
      limit ${window.limit} offset ${window.offset}
    ),
    links as materialized (
      select page.id as conference_id, scheme || left(key, length(key) - 11) || slash as link
      from page,
        unnest(array['https://', 'http://', 'https://www.', 'http://www.']) as scheme,
        unnest(array['', '/']) as slash
      where event_id is null
    ),
    by_link as materialized (
      select links.conference_id, e.id, e.name from events e join links on lower(e.link) = links.link
    )
    select json_build_object(
        'id', p.id, 'name', p.name, 'url', p.url, 'startDate', p.start_date,
        'endDate', p.end_date, 'city', p.city, 'country', p.country, 'online', p.online,
        'locales', p.locales, 'topics', p.topics, 'cfpUrl', p.cfp_url,
        'cfpEndDate', p.cfp_end_date, 'cocUrl', p.coc_url, 'handles', p.handles,
        'gone', p.gone_at is not null,
        'event', case when ev.id is null then null else json_build_object('id', ev.id, 'name', ev.name) end,
        'mark', p.mark)::text as conference,
      (select json_agg(json_build_object('id', c.id, 'name', c.name, 'by', c.found_by) order by c.id)::text
        from (
          select e.id, e.name, 'dates' as found_by from events e
          where p.event_id is null and e.start_date = p.start_date and e.end_date = p.end_date
          union all
          select l.id, l.name, 'link' from by_link l where l.conference_id = p.id
        ) c) as candidates,
      p.total
    from page p left join events ev on ev.id = p.event_id
    order by ${listOrder(viewer.today, 'p')}`);
  return rowsOf<ConferenceRow>(result).map((row) => {
    const conference = JSON.parse(row.conference) as Omit<DiscoveredConference, 'likelyMatch'>;
    const candidates = row.candidates ? (JSON.parse(row.candidates) as MatchCandidate[]) : [];
    return {
      ...conference,
      likelyMatch: conference.event ? null : likelyMatch(conference.name, candidates),
      total: row.total ?? null,
    };
  });
}

/** A page of the Discover list and its filtered total (null when not counted: exports). */
export async function listDiscovered(
  db: Db,
  viewer: DiscoverViewer,
  query: DiscoveryListQuery,
  counted = true,
): Promise<Page<DiscoveredConference>> {
  const where = listFilters(query, viewer.today);
  const counter = counted
    ? db.select({ value: count() }).from(d).leftJoin(m, myMark(viewer.userId)).where(where)
    : null;
  return pageWithTotal(counter, query.offset, (total) =>
    selectConferences(db, viewer, where, query, total),
  );
}

/** One conference, whatever the list's filters say (gone, past or dismissed included). */
export async function getDiscovered(
  db: Db,
  viewer: DiscoverViewer,
  id: number,
): Promise<DiscoveredConference> {
  const [conference] = await selectConferences(db, viewer, eq(d.id, id), { limit: 1, offset: 0 });
  if (!conference) throw new NotFoundError(CONFERENCE_NOT_FOUND);
  const { total: _total, ...found } = conference;
  return found;
}

/** 404 unless the conference exists. */
export async function ensureDiscovered(db: Db, id: number): Promise<void> {
  const [found] = await db.select({ id: d.id }).from(d).where(eq(d.id, id));
  if (!found) throw new NotFoundError(CONFERENCE_NOT_FOUND);
}

/** The topics, countries and languages of the conferences the source still lists, A to Z. */
export async function discoveryOptions(db: Db): Promise<DiscoveryOptions> {
  const distinct = (from: SQL) =>
    sql`(select coalesce(json_agg(distinct value order by value), '[]')::text
      from ${d}, ${from} where ${d.goneAt} is null and value is not null)`;
  const [options] = rowsOf<Record<keyof DiscoveryOptions, string>>(
    await db.execute(sql`select
      ${distinct(sql`unnest(${d.topics}) as value`)} as topics,
      ${distinct(sql`lateral (select ${d.country} as value) as country`)} as countries,
      ${distinct(sql`unnest(${d.locales}) as value`)} as languages`),
  );
  return {
    topics: JSON.parse(options!.topics) as string[],
    countries: JSON.parse(options!.countries) as string[],
    languages: JSON.parse(options!.languages) as string[],
  };
}
