import { and, count, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  NewSpeaker,
  Speaker,
  SpeakerChanges,
  SpeakerDetail,
  SpeakerAsset,
  SpeakerListQuery,
} from '@shared/schemas/speaker';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import {
  assets,
  cfpSubmissions,
  events,
  speakers,
  talkSpeakers,
  talks,
} from '../../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import {
  containsPattern,
  definedOnly,
  inPage,
  lowered,
  orderFor,
  pageWithTotal,
  type Page,
} from '../../lib/sql';
import { outcomeSummary } from '../talks/public';

type Row = typeof speakers.$inferSelect;

const SORTABLE = {
  name: lowered(speakers.name),
  company: lowered(speakers.company),
  createdAt: speakers.createdAt,
};

function toSpeaker(row: Row): Speaker {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSpeakers(
  db: Db,
  query: SpeakerListQuery,
  counted = true,
): Promise<Page<Speaker>> {
  const filters: (SQL | undefined)[] = [
    query.userId === undefined ? undefined : eq(speakers.userId, query.userId),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(speakers.name, pattern),
        ilike(speakers.email, pattern),
        ilike(speakers.company, pattern),
      ),
    );
  }
  const where = and(...filters);
  const counter = counted ? db.select({ value: count() }).from(speakers).where(where) : null;
  const page = await pageWithTotal(counter, query.offset, (total) =>
    inPage(
      db
        .select({ ...getTableColumns(speakers), total })
        .from(speakers)
        .where(where)
        .orderBy(...orderFor(query.sort, SORTABLE, speakers.id, { by: 'name', descending: false }))
        .$dynamic(),
      query,
    ),
  );
  return { ...page, rows: page.rows.map(toSpeaker) };
}

async function findRow(db: Db, id: number, forUpdate = false): Promise<Row> {
  const query = db.select().from(speakers).where(eq(speakers.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new NotFoundError('Speaker not found');
  return row;
}

type SignFileUrl = (key: string) => string;
type AssetFile = { id: number; name: string; path: string | null; content: string | null };

/** The asset a speaker column names, with its storage key (signed below) or its text. */
const assetFile = (column: AnyPgColumn) => sql<AssetFile | null>`(
  select json_build_object('id', a.id, 'name', a.name, 'path', a.file_path,
                           'content', case when a.file_path is null then a.content end)
  from assets a where a.id = ${column})`;

function signedAsset(file: AssetFile | null, signFileUrl: SignFileUrl): SpeakerAsset | null {
  if (!file) return null;
  const { path, ...shown } = file;
  return { ...shown, fileUrl: path ? signFileUrl(path) : null };
}

/**
 * The person with their talks, every submission of those talks and the outcomes, their headshot
 * and bio assets' files as signed links: two statements.
 */
export async function getSpeaker(
  db: Db,
  id: number,
  signFileUrl: SignFileUrl,
): Promise<SpeakerDetail> {
  const ofSpeaker = sql`${talks.id} in (select ts.talk_id from talk_speakers ts where ts.speaker_id = ${id})`;
  const [[row], submissions] = await Promise.all([
    db
      .select({
        ...getTableColumns(speakers),
        talks: sql<SpeakerDetail['talks']>`coalesce((
          select json_agg(json_build_object('id', t.id, 'title', t.title, 'format', t.format,
                                            'level', t.level, 'archived', t.archived)
                          order by lower(t.title), t.id)
          from talks t join talk_speakers ts on ts.talk_id = t.id
          where ts.speaker_id = ${id}), '[]'::json)`,
        headshotFile: assetFile(speakers.headshotAssetId),
        bioFile: assetFile(speakers.bioAssetId),
      })
      .from(speakers)
      .where(eq(speakers.id, id)),
    db
      .select({
        id: cfpSubmissions.id,
        talkId: talks.id,
        eventId: cfpSubmissions.eventId,
        eventName: events.name,
        title: cfpSubmissions.title,
        status: cfpSubmissions.status,
        submissionDate: cfpSubmissions.submissionDate,
      })
      .from(cfpSubmissions)
      .innerJoin(talks, eq(talks.id, cfpSubmissions.talkId))
      .innerJoin(events, eq(events.id, cfpSubmissions.eventId))
      .where(ofSpeaker)
      .orderBy(sql`${cfpSubmissions.submissionDate} desc`, sql`${cfpSubmissions.id} desc`),
  ]);
  if (!row) throw new NotFoundError('Speaker not found');
  const { talks: theirTalks, headshotFile, bioFile, ...speaker } = row;
  return {
    ...toSpeaker(speaker),
    headshot: signedAsset(headshotFile, signFileUrl),
    bioAsset: signedAsset(bioFile, signFileUrl),
    talks: theirTalks,
    submissions: submissions.map((submission) => ({
      ...submission,
      status: submission.status as SpeakerDetail['submissions'][number]['status'],
    })),
    ...outcomeSummary(submissions.map((submission) => submission.status)),
  };
}

const ASSET_ROLES = { headshotAssetId: 'headshot', bioAssetId: 'bio' } as const;

/**
 * 400 unless each named asset exists and is of its type (a headshot asset, a bio asset); the
 * foreign key only guards existence, and a wrong id would otherwise be a 500.
 */
async function ensureSpeakerAssets(db: Db, input: SpeakerChanges): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [field, type] of Object.entries(ASSET_ROLES)) {
    const id = input[field as keyof typeof ASSET_ROLES];
    if (!id) continue;
    const [asset] = await db.select({ type: assets.type }).from(assets).where(eq(assets.id, id));
    if (asset?.type !== type) errors[field] = `The ${type} must be an asset of type ${type}`;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

/** An external speaker (no account). */
export async function createSpeaker(
  db: Db,
  user: CurrentUser,
  input: NewSpeaker,
): Promise<Speaker> {
  const [row] = await db.transaction(async (tx) => {
    await actAs(tx, user);
    await ensureSpeakerAssets(tx, input);
    return tx
      .insert(speakers)
      .values({ ...input, createdById: user.id })
      .returning();
  });
  return toSpeaker(row!);
}

export async function updateSpeaker(
  db: Db,
  user: CurrentUser,
  id: number,
  input: SpeakerChanges,
  expected?: number,
): Promise<Speaker> {
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    const existing = await findRow(tx, id, true);
    await ensureVersion(expected, existing, () => toSpeaker(existing));
    const changes = definedOnly(input);
    if (Object.keys(changes).length === 0) return toSpeaker(existing);
    await ensureSpeakerAssets(tx, changes);
    const [row] = await tx.update(speakers).set(changes).where(eq(speakers.id, id)).returning();
    return toSpeaker(row!);
  });
}

/** Its creator or an admin deletes it, once no talk names it (409). */
export async function deleteSpeaker(db: Db, user: CurrentUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const existing = await findRow(tx, id, true);
    ensure(can.deleteRecord(user, existing));
    const [used] = await tx
      .select({ value: count() })
      .from(talkSpeakers)
      .where(eq(talkSpeakers.speakerId, id));
    if (used!.value > 0) {
      throw new ConflictError(
        `This speaker gives ${used!.value} talk(s): take them off those talks before deleting them.`,
      );
    }
    await tx.delete(speakers).where(eq(speakers.id, id));
  });
}
