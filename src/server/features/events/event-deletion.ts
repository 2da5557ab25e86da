import { sql } from 'drizzle-orm';
import { EVENT_DELETE_RULES, type EventDeletion } from '@shared/schemas/event-deletion';
import type { Db } from '../../db/client';
import { can } from '../../lib/permissions';
import { rowsOf } from '../../lib/sql';
import type { CurrentUser } from '../../lib/identity';

interface CountRow {
  cfp_submissions: number | string;
  attendees: number | string;
  sponsorships: number | string;
  others_records: number | string;
}

/**
 * What deleting the event takes with it (its CFP submissions, attendees and sponsorships go by
 * cascade; assets are only unlinked) and whether this user may: its creator or an admin, and
 * an admin only when some of those records are other people's.
 */
export async function eventDeletion(
  db: Db,
  user: CurrentUser,
  event: { id: number; createdById: number | null },
): Promise<EventDeletion> {
  const [row] = rowsOf<CountRow>(
    await db.execute(sql`
      with owned as (
        select 'cfp_submissions' as kind, created_by_id from cfp_submissions where event_id = ${event.id}
        union all
        select 'attendees', created_by_id from attendees where event_id = ${event.id}
        union all
        select 'sponsorships', created_by_id from sponsorships where event_id = ${event.id}
      )
      select count(*) filter (where kind = 'cfp_submissions') as cfp_submissions,
             count(*) filter (where kind = 'attendees') as attendees,
             count(*) filter (where kind = 'sponsorships') as sponsorships,
             count(*) filter (where created_by_id is distinct from ${user.id}) as others_records
      from owned`),
  );
  const othersRecords = Number(row!.others_records);
  const reason = !can.deleteRecord(user, event)
    ? EVENT_DELETE_RULES.notCreator
    : othersRecords > 0 && !can.deleteEventWithOthersRecords(user)
      ? EVENT_DELETE_RULES.othersRecords(othersRecords)
      : null;
  return {
    cfpSubmissions: Number(row!.cfp_submissions),
    attendees: Number(row!.attendees),
    sponsorships: Number(row!.sponsorships),
    othersRecords,
    allowed: reason === null,
    reason,
  };
}
