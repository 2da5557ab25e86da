import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TalkSpeakerRef } from '@shared/schemas/talk';
import type { Db } from '../../db/client';
import { speakers, talkSpeakers, users } from '../../db/schema/index';
import { ValidationError } from '../../lib/errors';

/**
 * Inside a write's transaction: the speaker ids the refs name, in order and each once. An
 * account's speaker record is made the first time a talk names the account. 400, nothing
 * written, when a speaker or account does not exist.
 */
export async function resolveSpeakers(tx: Db, refs: TalkSpeakerRef[]): Promise<number[]> {
  const speakerIds = refs.flatMap((ref) => (ref.speakerId === undefined ? [] : [ref.speakerId]));
  const userIds = refs.flatMap((ref) => (ref.userId === undefined ? [] : [ref.userId]));
  if (speakerIds.length > 0) {
    const found = new Set(
      (
        await tx
          .select({ id: speakers.id })
          .from(speakers)
          .where(inArray(speakers.id, speakerIds))
          .for('key share')
      ).map((row) => row.id),
    );
    const missing = speakerIds.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw new ValidationError(`Speaker ${missing} not found`, {
        speakers: `Speaker ${missing} not found`,
      });
    }
  }
  const byUser = new Map<number, number>();
  if (userIds.length > 0) {
    const accounts = await tx
      .select({ id: users.id, name: sql<string>`coalesce(${users.name}, ${users.username})` })
      .from(users)
      .where(inArray(users.id, userIds));
    const missing = userIds.find((id) => !accounts.some((account) => account.id === id));
    if (missing !== undefined) {
      throw new ValidationError(`Account ${missing} not found`, {
        speakers: `Account ${missing} not found`,
      });
    }
    for (const account of accounts) {
      await tx.execute(sql`
        insert into speakers (user_id, name) values (${account.id}, ${account.name})
        on conflict (user_id) where user_id is not null do nothing`);
    }
    const rows = await tx
      .select({ id: speakers.id, userId: speakers.userId })
      .from(speakers)
      .where(inArray(speakers.userId, userIds));
    for (const row of rows) byUser.set(row.userId!, row.id);
  }
  const ids = refs.map((ref) => ref.speakerId ?? byUser.get(ref.userId!)!);
  return [...new Set(ids)];
}

/** The talk's speakers as these ids in this order; false when they already were. */
export async function setTalkSpeakers(tx: Db, talkId: number, ids: number[]): Promise<boolean> {
  const current = await tx
    .select({ speakerId: talkSpeakers.speakerId })
    .from(talkSpeakers)
    .where(eq(talkSpeakers.talkId, talkId))
    .orderBy(asc(talkSpeakers.position));
  if (current.map((row) => row.speakerId).join(',') === ids.join(',')) return false;
  await tx.delete(talkSpeakers).where(eq(talkSpeakers.talkId, talkId));
  await tx
    .insert(talkSpeakers)
    .values(ids.map((speakerId, position) => ({ talkId, speakerId, position })));
  return true;
}
