import { and, eq, sql } from 'drizzle-orm';
import type { FollowState } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import { eventFollows } from '../../db/schema/notifications';
import { NotFoundError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { idArray, rowsOf } from '../../lib/sql';
import { followersOf } from './follows';

/** Whether the user hears about an event: Follow pressed, or creator/submitter/attendee, less Unfollow. */
export async function followState(
  db: Db,
  user: CurrentUser,
  eventId: number,
): Promise<FollowState> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new NotFoundError('Event not found');
  const reasons = rowsOf<{ reason: FollowState['reasons'][number] }>(
    await db.execute(sql`
      select distinct reason from (${followersOf(idArray([eventId]))}) f
      where f.user_id = ${user.id}`),
  ).map((row) => row.reason);
  const [choice] = await db
    .select({ following: eventFollows.following })
    .from(eventFollows)
    .where(and(eq(eventFollows.eventId, eventId), eq(eventFollows.userId, user.id)));
  const order = ['creator', 'submitter', 'attendee', 'follow'] as const;
  return {
    eventId,
    following: choice ? choice.following : reasons.length > 0,
    reasons: order.filter((reason) => reasons.includes(reason)),
  };
}

/** Follow (true) or Unfollow (false) pressed on the event page; Unfollow silences an implicit follow too. */
export async function setFollow(
  db: Db,
  user: CurrentUser,
  eventId: number,
  following: boolean,
): Promise<FollowState> {
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, eventId))
      .for('key share');
    if (!event) throw new NotFoundError('Event not found');
    await tx
      .insert(eventFollows)
      .values({ userId: user.id, eventId, following })
      .onConflictDoUpdate({
        target: [eventFollows.userId, eventFollows.eventId],
        set: { following, updatedAt: sql`now()` },
      });
  });
  return followState(db, user, eventId);
}
