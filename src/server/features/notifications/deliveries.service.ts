import { desc, eq } from 'drizzle-orm';
import type { Delivery, deliveryListQuerySchema } from '@shared/schemas/notifications';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { notificationOutbox } from '../../db/schema/notifications';
import type { CurrentUser } from '../../lib/identity';
import { can, ensure } from '../../lib/permissions';

/** Admins only: the outbox's emails in one state (failed, i.e. given up, by default). */
export async function listDeliveries(
  db: Db,
  user: CurrentUser,
  query: z.output<typeof deliveryListQuerySchema>,
): Promise<Delivery[]> {
  ensure(can.administer(user), 'Only an admin can see email deliveries');
  const rows = await db
    .select({
      id: notificationOutbox.id,
      kind: notificationOutbox.kind,
      subject: notificationOutbox.subject,
      userId: notificationOutbox.userId,
      username: users.username,
      emailStatus: notificationOutbox.emailStatus,
      attempts: notificationOutbox.attempts,
      dueAt: notificationOutbox.dueAt,
      nextAttemptAt: notificationOutbox.nextAttemptAt,
      lastError: notificationOutbox.lastError,
      sentAt: notificationOutbox.sentAt,
    })
    .from(notificationOutbox)
    .innerJoin(users, eq(users.id, notificationOutbox.userId))
    .where(eq(notificationOutbox.emailStatus, query.status))
    .orderBy(desc(notificationOutbox.id))
    .limit(query.limit);
  return rows.map((row) => ({
    ...row,
    kind: row.kind as Delivery['kind'],
    emailStatus: row.emailStatus as Delivery['emailStatus'],
    dueAt: row.dueAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
