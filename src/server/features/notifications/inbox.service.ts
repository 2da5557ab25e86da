// The notification centre: one's own notifications, newest first, and what is unread.
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type {
  Notification,
  NotificationListQuery,
  NotificationPage,
} from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';
import { NotFoundError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function unreadCount(db: Db, user: CurrentUser): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The signed-in user's notification centre, newest first, a page at a time. */
export async function listNotifications(
  db: Db,
  user: CurrentUser,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, user.id),
        query.before === undefined ? undefined : lt(notifications.id, query.before),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    notifications: page.map(toNotification),
    nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null,
    unread: await unreadCount(db, user),
  };
}

/** Marks one of one's own notifications read (another's is 404, as if it did not exist). */
export async function markRead(db: Db, user: CurrentUser, id: number): Promise<number> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, user.id)));
  if (!row) throw new NotFoundError('Notification not found');
  if (!row.readAt) {
    await db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.id, id), isNull(notifications.readAt)));
  }
  return unreadCount(db, user);
}

export async function markAllRead(db: Db, user: CurrentUser): Promise<number> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
  return 0;
}
