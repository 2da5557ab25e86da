import type { Db } from '../../db/client';
import { speakers, talkRevisions, talkSpeakers, talks } from '../../db/schema/index';

type SpeakerRow = typeof speakers.$inferSelect;
type TalkRow = typeof talks.$inferSelect;

let sequence = 0;

/** An external speaker unless `userId` names an account. */
export async function createSpeaker(
  db: Db,
  overrides: Partial<typeof speakers.$inferInsert> = {},
): Promise<SpeakerRow> {
  sequence += 1;
  const [row] = await db
    .insert(speakers)
    .values({ name: `Speaker ${sequence}`, email: `speaker${sequence}@example.org`, ...overrides })
    .returning();
  return row!;
}

export interface TalkOptions extends Partial<typeof talks.$inferInsert> {
  /** Its speakers in order; one new external speaker when absent. */
  speakerIds?: number[];
}

/** A talk with its first revision and its speakers. */
export async function createTalk(
  db: Db,
  options: TalkOptions = {},
): Promise<TalkRow & { revisionId: number; speakerIds: number[] }> {
  sequence += 1;
  const { speakerIds, ...overrides } = options;
  const [row] = await db
    .insert(talks)
    .values({
      title: `Talk ${sequence}`,
      abstract: `What talk ${sequence} is about.`,
      format: 'talk',
      ...overrides,
    })
    .returning();
  const [revision] = await db
    .insert(talkRevisions)
    .values({
      talkId: row!.id,
      title: row!.title,
      abstract: row!.abstract,
      authorId: row!.createdById,
    })
    .returning();
  const ids = speakerIds ?? [(await createSpeaker(db)).id];
  await db
    .insert(talkSpeakers)
    .values(ids.map((speakerId, position) => ({ talkId: row!.id, speakerId, position })));
  return { ...row!, revisionId: revision!.id, speakerIds: ids };
}
