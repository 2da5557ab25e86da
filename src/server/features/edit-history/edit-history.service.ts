import { and, desc, eq, sql } from 'drizzle-orm';
import type { EditHistoryEntityType, EditHistoryEntry } from '@shared/schemas/edit-history';
import type { Db } from '../../db/client';
import { editHistory, events, users } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth/current-user';

/**
 * The recorded changes of one entity, newest first, with the editors' names. History outlives
 * its event, so a deleted event still answers; an id that never existed answers 404.
 */
export async function listEditHistory(
  db: Db,
  _user: CurrentUser,
  entityType: EditHistoryEntityType,
  entityId: number,
): Promise<EditHistoryEntry[]> {
  const rows = await db
    .select({
      id: editHistory.id,
      entityType: editHistory.entityType,
      entityId: editHistory.entityId,
      editedById: editHistory.editedById,
      editedByName: sql<string | null>`coalesce(${users.name}, ${users.username})`,
      editedAt: editHistory.editedAt,
      changeDescription: editHistory.changeDescription,
      changes: editHistory.changes,
    })
    .from(editHistory)
    .leftJoin(users, eq(users.id, editHistory.editedById))
    .where(and(eq(editHistory.entityType, entityType), eq(editHistory.entityId, entityId)))
    .orderBy(desc(editHistory.editedAt), desc(editHistory.id));

  if (rows.length === 0) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, entityId));
    if (!event) throw new NotFoundError('Event not found');
  }
  return rows.map((row) => {
    const editedAt = row.editedAt.toISOString();
    return {
      ...row,
      editedByAvatar: null,
      editedAt,
      edited_at: editedAt,
      change_description: row.changeDescription,
      changes: row.changes ?? null,
    };
  });
}
