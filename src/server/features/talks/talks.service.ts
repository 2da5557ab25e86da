import { count, desc, eq, sql } from 'drizzle-orm';
import type { NewTalk, Talk, TalkChanges, TalkRevision } from '@shared/schemas/talk';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { cfpSubmissions, talkRevisions, talks, users } from '../../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { can, ensure } from '../../lib/permissions';
import { ensureVersion } from '../../lib/record-version';
import { definedOnly } from '../../lib/sql';
import { findTalk } from './talk-query';
import { resolveSpeakers, setTalkSpeakers } from './talk-speakers';

async function addRevision(
  tx: Db,
  user: CurrentUser,
  talk: Pick<Talk, 'id' | 'title' | 'abstract'>,
) {
  await tx
    .insert(talkRevisions)
    .values({ talkId: talk.id, title: talk.title, abstract: talk.abstract, authorId: user.id });
}

/** A new talk, its first revision and its speakers (the person creating it when none are named). */
export async function createTalk(db: Db, user: CurrentUser, input: NewTalk): Promise<Talk> {
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    const { speakers: refs, ...fields } = input;
    const speakerIds = await resolveSpeakers(tx, refs ?? [{ userId: user.id }]);
    const [row] = await tx
      .insert(talks)
      .values({ ...fields, createdById: user.id })
      .returning({ id: talks.id });
    await addRevision(tx, user, { id: row!.id, ...fields });
    await setTalkSpeakers(tx, row!.id, speakerIds);
    return findTalk(tx, row!.id);
  });
}

/**
 * A partial update: 412 when `expected` names another version. A change of title or abstract
 * saves a revision; a change of speakers alone still moves the talk's version on.
 */
export async function updateTalk(
  db: Db,
  user: CurrentUser,
  id: number,
  input: TalkChanges,
  expected?: number,
): Promise<Talk> {
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    const before = await findTalk(tx, id, true);
    await ensureVersion(expected, before, () => before);
    const { speakers: refs, ...sent } = definedOnly(input);
    const speakersChanged = refs
      ? await setTalkSpeakers(tx, id, await resolveSpeakers(tx, refs))
      : false;
    const changes = Object.fromEntries(
      Object.entries(sent).filter(
        ([key, value]) =>
          JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof sent]),
      ),
    );
    if (Object.keys(changes).length === 0 && !speakersChanged) return before;
    await tx
      .update(talks)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(talks.id, id));
    const after = await findTalk(tx, id);
    if (after.title !== before.title || after.abstract !== before.abstract) {
      await addRevision(tx, user, after);
      return findTalk(tx, id);
    }
    return after;
  });
}

/** Its creator or an admin deletes it; a talk with submissions is archived instead (409). */
export async function deleteTalk(db: Db, user: CurrentUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await actAs(tx, user);
    const talk = await findTalk(tx, id, true);
    ensure(can.deleteRecord(user, talk));
    const [submitted] = await tx
      .select({ value: count() })
      .from(cfpSubmissions)
      .where(eq(cfpSubmissions.talkId, id));
    if (submitted!.value > 0) {
      throw new ConflictError(
        `This talk has ${submitted!.value} CFP submission(s), so it cannot be deleted: archive it instead.`,
      );
    }
    await tx.delete(talks).where(eq(talks.id, id));
  });
}

const revisionFields = {
  id: talkRevisions.id,
  talkId: talkRevisions.talkId,
  title: talkRevisions.title,
  abstract: talkRevisions.abstract,
  authorId: talkRevisions.authorId,
  authorName: sql<string | null>`coalesce(${users.name}, ${users.username})`,
  createdAt: talkRevisions.createdAt,
};

const toRevision = (row: { createdAt: Date } & Omit<TalkRevision, 'createdAt'>): TalkRevision => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Every saved title and abstract of the talk, newest first. */
export async function listRevisions(db: Db, talkId: number): Promise<TalkRevision[]> {
  await findTalk(db, talkId);
  const rows = await db
    .select(revisionFields)
    .from(talkRevisions)
    .leftJoin(users, eq(users.id, talkRevisions.authorId))
    .where(eq(talkRevisions.talkId, talkId))
    .orderBy(desc(talkRevisions.id));
  return rows.map(toRevision);
}

/** One revision of the talk: 404 when there is none, 400 when it is another talk's. */
export async function getRevision(
  db: Db,
  talkId: number,
  revisionId: number,
): Promise<TalkRevision> {
  await findTalk(db, talkId);
  const [row] = await db
    .select(revisionFields)
    .from(talkRevisions)
    .leftJoin(users, eq(users.id, talkRevisions.authorId))
    .where(eq(talkRevisions.id, revisionId));
  if (!row) throw new NotFoundError('Revision not found');
  if (row.talkId !== talkId) {
    throw new ValidationError(`Revision ${revisionId} belongs to another talk, not this one`);
  }
  return toRevision(row);
}

/** Makes a revision's title and abstract the talk's again (itself a new revision). */
export async function restoreRevision(
  db: Db,
  user: CurrentUser,
  talkId: number,
  revisionId: number,
  expected?: number,
): Promise<Talk> {
  const revision = await getRevision(db, talkId, revisionId);
  return updateTalk(
    db,
    user,
    talkId,
    { title: revision.title, abstract: revision.abstract },
    expected,
  );
}
