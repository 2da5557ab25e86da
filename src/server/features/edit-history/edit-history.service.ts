import { and, desc, eq, sql } from 'drizzle-orm';
import { describeAuditChange, type AuditAction } from '@shared/schemas/audit';
import type { EditHistoryEntityType, EditHistoryEntry } from '@shared/schemas/edit-history';
import type { Db } from '../../db/client';
import { auditLog, events, users } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth/current-user';

/**
 * An event's audit log rows, newest first, with the editors' names. History outlives its event,
 * so a deleted event still answers; an id that never existed answers 404.
 */
export async function listEditHistory(
  db: Db,
  _user: CurrentUser,
  entityType: EditHistoryEntityType,
  entityId: number,
): Promise<EditHistoryEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      entityType: auditLog.recordType,
      entityId: auditLog.recordId,
      editedById: auditLog.actorId,
      editedByName: sql<string | null>`coalesce(${users.name}, ${users.username})`,
      editedAt: auditLog.at,
      action: auditLog.action,
      label: auditLog.label,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.recordType, entityType), eq(auditLog.recordId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id));

  if (rows.length === 0) {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, entityId));
    if (!event) throw new NotFoundError('Event not found');
  }
  return rows.map(({ action, label, ...row }) => {
    const editedAt = row.editedAt.toISOString();
    const changeDescription = describeAuditChange({
      action: action as AuditAction,
      recordType: row.entityType,
      label,
      changes: row.changes,
    });
    return {
      ...row,
      editedByAvatar: null,
      editedAt,
      edited_at: editedAt,
      changeDescription,
      change_description: changeDescription,
      changes: action === 'update' ? row.changes : null,
    };
  });
}
