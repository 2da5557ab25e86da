import type { Db } from '../../db/client';
import { discoveredConferences, discoveryInterests, discoveryMarks } from '../../db/schema/index';
import type { DiscoveryMark } from '@shared/schemas/discovered-conference';

type ConferenceRow = typeof discoveredConferences.$inferSelect;
type ConferenceValues = typeof discoveredConferences.$inferInsert;

let sequence = 0;

/** A conference as a sync stores it: in Berlin, JavaScript, English, its CFP open. */
export async function createDiscoveredConference(
  db: Db,
  overrides: Partial<ConferenceValues> = {},
): Promise<ConferenceRow> {
  sequence += 1;
  const url = `https://conf${sequence}.example.org`;
  const startDate = overrides.startDate ?? '2031-09-01';
  const [row] = await db
    .insert(discoveredConferences)
    .values({
      key: `${url.slice(8)} ${startDate}`,
      name: `Conference ${sequence}`,
      url,
      startDate,
      endDate: startDate,
      city: 'Berlin',
      country: 'Germany',
      locales: ['EN'],
      topics: ['javascript'],
      cfpUrl: `${url}/cfp`,
      cfpEndDate: '2031-04-01',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Saves a person's interests for the new-CFP digest and My week. */
export async function saveDiscoveryInterests(
  db: Db,
  userId: number,
  interests: Partial<Omit<typeof discoveryInterests.$inferInsert, 'userId'>>,
) {
  await db.insert(discoveryInterests).values({ userId, ...interests });
}

export async function markConference(
  db: Db,
  userId: number,
  conferenceId: number,
  mark: DiscoveryMark,
) {
  await db.insert(discoveryMarks).values({ userId, conferenceId, mark });
}
