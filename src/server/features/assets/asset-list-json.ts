import { and, count, desc, eq, getTableColumns, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { assetSchema, type AssetListQuery } from '@shared/schemas/asset';
import type { Db } from '../../db/client';
import { preparedPerShape } from '../../db/prepared';
import { assets, events, users } from '../../db/schema/index';
import { jsonBody, totalOf, withNodeValue } from '../../lib/record-list-json';
import { jsonOfColumns, jsonValue } from '../../lib/sql-json';
import { containsPattern, preparedPageWithTotal, type Page } from '../../lib/sql';
import type { CurrentUser } from '../../lib/identity';
import { can } from '../../lib/permissions';
import { assetTripVisibleSql } from '../trips/public';
import type { AssetServices } from './asset-rows';

type Filter = 'eventId' | 'talkId' | 'tripId' | 'unlinked' | 'type' | 'q';
const FILTERS: Filter[] = ['eventId', 'talkId', 'tripId', 'unlinked', 'type', 'q'];

/** What toAsset computes, from the page's columns; the file's link is signed in Node. */
const computed = (page: Record<string, unknown>) => {
  const text = sql`${page.filePath} is null`;
  return {
    fileUrl: sql<string>`'null'`,
    isTextContent: jsonValue(text),
    content: jsonValue(sql`case when ${text} then ${page.content} end`),
    uploadMethod: jsonValue(sql`case when ${text} then 'text' else 'file' end`),
  };
};

// One statement per set of filters present (newest first), its values as placeholders.
const statements = preparedPerShape((db: Db, present: Filter[]) => {
  const has = (filter: Filter) => present.includes(filter);
  const where = and(
    assetTripVisibleSql(
      assets,
      sql`${sql.placeholder('viewerId')}`,
      sql`${sql.placeholder('admin')}`,
    ),
    has('eventId') ? eq(assets.eventId, sql.placeholder('eventId')) : undefined,
    has('talkId') ? eq(assets.talkId, sql.placeholder('talkId')) : undefined,
    has('tripId') ? eq(assets.tripId, sql.placeholder('tripId')) : undefined,
    has('unlinked')
      ? or(isNull(assets.eventId), ne(assets.eventId, sql.placeholder('unlinked')))
      : undefined,
    has('type') ? eq(assets.type, sql.placeholder('type')) : undefined,
    has('q')
      ? or(
          ...[assets.name, assets.description, sql`replace(${assets.type}, '_', ' ')`].map(
            // The type as people write it ('trip report'), so the search finds what the screen shows.
            (column) => ilike(column, sql.placeholder('pattern') as never),
          ),
        )
      : undefined,
  );
  // The joins only add names (left joins): the count needs the assets table alone.
  const counter = db.select({ value: count() }).from(assets).where(where);
  const cut = db
    .select({
      ...getTableColumns(assets),
      eventName: sql<string | null>`${events.name}`.as('event_name'),
      uploadedByName: sql<string | null>`coalesce(${users.name}, ${users.username})`.as(
        'uploaded_by_name',
      ),
      total: sql<number | null>`${totalOf(counter)}`.as('total'),
    })
    .from(assets)
    .leftJoin(events, eq(events.id, assets.eventId))
    .leftJoin(users, eq(users.id, assets.uploadedBy))
    .where(where)
    .orderBy(desc(assets.uploadedAt), desc(assets.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const page = cut as unknown as Record<string, never>;
  const rows = db
    .select({
      json: jsonOfColumns(assetSchema, page, computed(page)),
      filePath: page.filePath as unknown as typeof assets.filePath,
      total: page.total as unknown as ReturnType<typeof totalOf>,
    })
    .from(cut);
  return { page: rows.prepare('asset_page_json'), count: counter.prepare('asset_count') };
});

/**
 * The assets the viewer sees (receipts only of trips they see), newest first, filtered in SQL (by event, talk, trip, not linked to an event, type, or text), as
 * the answer's JSON text from PostgreSQL; each file's short-lived link is signed here and put
 * in its place.
 */
export async function listAssetsJson(
  app: AssetServices,
  viewer: CurrentUser,
  query: AssetListQuery,
) {
  const present = FILTERS.filter((filter) => query[filter]);
  const values = {
    viewerId: viewer.id,
    admin: can.administer(viewer),
    eventId: query.eventId,
    talkId: query.talkId,
    tripId: query.tripId,
    unlinked: query.unlinked,
    type: query.type,
    pattern: query.q ? containsPattern(query.q) : undefined,
    limit: query.limit,
    offset: query.offset,
  };
  const page = await preparedPageWithTotal(statements(app.db, present), values, query.offset);
  const rows = page.rows.map(({ json, filePath }) => ({
    json: filePath ? withNodeValue(json, 'fileUrl', app.signFileUrl(filePath)) : json,
  }));
  return jsonBody({ rows, total: page.total } as Page<{ json: string }>);
}
