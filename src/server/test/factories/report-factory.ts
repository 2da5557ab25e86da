import type { Db } from '../../db/client';
import { tripLines, tripReports, trips } from '../../db/schema/index';
import { createAttendee } from './attendee-factory';
import { createCfpSubmission } from './cfp-submission-factory';
import { createEvent } from './event-factory';
import { createSponsorship } from './sponsorship-factory';
import { createTalk } from './talk-factory';
import { createUser, type TestUser } from './user-factory';

interface Line {
  category: string;
  currency: string;
  estimate?: number;
  actual?: number;
}

async function trip(
  db: Db,
  eventId: number,
  traveller: TestUser,
  stage: string,
  lines: Line[],
  report?: { peopleReached: number; leads?: number; rating?: number; goAgain?: string },
) {
  const [row] = await db
    .insert(trips)
    .values({ eventId, travellerId: traveller.id, role: 'speaker', stage })
    .returning();
  await db.insert(tripLines).values(
    lines.map((line, position) => ({
      tripId: row!.id,
      position,
      category: line.category,
      currency: line.currency,
      estimate: line.estimate ?? null,
      actual: line.actual ?? null,
    })),
  );
  if (report) await db.insert(tripReports).values({ tripId: row!.id, summary: 'Went', ...report });
  return row!;
}

/**
 * The data set of the report tests (reports.test.ts works out every answer from it). Today is
 * 2026-08-15: this quarter is 2026-Q3, the previous one 2026-Q2.
 * - 2026-Q3: RustConf (conference, Berlin, 07-10), Boundary Meetup (meetup, Paris, 09-30: the
 *   quarter's last day), Online Summit (webinar, Online, 08-01).
 * - 2026-Q2: Spring Conf (conference, Lyon, France, 06-30: the quarter's last day).
 * - Not in either: Early Q4 (10-01); Missed Conf and Drafted Conf start in Q4 but their CFPs
 *   (speaking goal, nothing sent; a draft only) closed in Q3.
 */
export async function seedReport(db: Db) {
  const ada = await createUser(db, { name: 'Ada Admin', traits: ['admin'] });
  const grace = await createUser(db, { name: 'Grace Hopper' });
  const linus = await createUser(db, { name: 'Linus Torvalds' });
  const rustTalk = await createTalk(db, { title: 'Rust at scale', tags: ['rust'] });
  const cloudTalk = await createTalk(db, { title: 'Cloud talk', tags: ['cloud'] });
  const event = (values: Parameters<typeof createEvent>[1]) => createEvent(db, values);
  const rustConf = await event({
    name: 'RustConf',
    type: 'conference',
    priority: 'high',
    location: 'Berlin, Germany',
    startDate: '2026-07-10',
    endDate: '2026-07-12',
    cfpDeadline: '2026-07-01',
    goal: ['speaking'],
  });
  const boundary = await event({
    name: 'Boundary Meetup',
    type: 'meetup',
    location: 'Paris, France',
    startDate: '2026-09-30',
    endDate: '2026-10-01',
  });
  const online = await event({
    name: 'Online Summit',
    type: 'webinar',
    location: 'Online',
    startDate: '2026-08-01',
    endDate: '2026-08-01',
  });
  const spring = await event({
    name: 'Spring Conf',
    type: 'conference',
    location: 'Lyon, France',
    startDate: '2026-06-30',
    endDate: '2026-07-02',
  });
  const earlyQ4 = await event({
    name: 'Early Q4',
    location: 'Berlin, Germany',
    startDate: '2026-10-01',
    endDate: '2026-10-02',
  });
  const later = { startDate: '2026-11-10', endDate: '2026-11-11', goal: ['speaking'] };
  await event({
    name: 'Missed Conf',
    location: 'Madrid, Spain',
    cfpDeadline: '2026-07-20',
    ...later,
  });
  const drafted = await event({ name: 'Drafted Conf', cfpDeadline: '2026-07-25', ...later });

  const submit = (eventId: number, who: TestUser, status: string, talkId?: number) =>
    createCfpSubmission(db, {
      eventId,
      submitterId: who.id,
      submitterName: who.name!,
      status,
      talkId: talkId ?? null,
    });
  await submit(rustConf.id, grace, 'accepted', rustTalk.id);
  await submit(rustConf.id, linus, 'rejected');
  await submit(rustConf.id, grace, 'withdrawn');
  await submit(rustConf.id, ada, 'draft');
  await submit(boundary.id, linus, 'submitted');
  await submit(online.id, grace, 'accepted', cloudTalk.id);
  await submit(spring.id, grace, 'accepted', rustTalk.id);
  await submit(spring.id, linus, 'rejected');
  await submit(drafted.id, grace, 'draft');
  await submit(earlyQ4.id, grace, 'accepted');

  await trip(
    db,
    rustConf.id,
    grace,
    'reported',
    [
      { category: 'transport', currency: 'EUR', estimate: 200, actual: 250 },
      { category: 'lodging', currency: 'USD', estimate: 1000, actual: 900 },
    ],
    { peopleReached: 100, leads: 10, rating: 4, goAgain: 'yes' },
  );
  await trip(db, rustConf.id, linus, 'cancelled', [
    { category: 'ticket', currency: 'EUR', estimate: 500, actual: 500 },
  ]);
  await trip(db, online.id, linus, 'completed', [
    { category: 'ticket', currency: 'EUR', estimate: 100, actual: 120 },
  ]);
  await trip(db, boundary.id, grace, 'draft', [
    { category: 'transport', currency: 'EUR', estimate: 300 },
  ]);
  await trip(db, boundary.id, ada, 'booked', [
    { category: 'lodging', currency: 'EUR', estimate: 150 },
  ]);
  await trip(
    db,
    online.id,
    ada,
    'reported',
    [{ category: 'meals', currency: 'EUR', estimate: 50, actual: 60 }],
    { peopleReached: 20 },
  );
  await trip(
    db,
    spring.id,
    grace,
    'reported',
    [{ category: 'ticket', currency: 'EUR', estimate: 400, actual: 400 }],
    { peopleReached: 50, leads: 5, rating: 2, goAgain: 'no' },
  );
  await trip(db, earlyQ4.id, grace, 'completed', [
    { category: 'ticket', currency: 'EUR', estimate: 999, actual: 999 },
  ]);

  const sponsor = (eventId: number, status: string, amount: number, currency: string) =>
    createSponsorship(db, { eventId, status, amount, currency });
  await sponsor(rustConf.id, 'confirmed', 5000, 'EUR');
  await sponsor(boundary.id, 'pending', 2000, 'USD');
  await sponsor(online.id, 'cancelled', 999, 'EUR');
  await sponsor(spring.id, 'confirmed', 1000, 'EUR');
  await createAttendee(db, { eventId: online.id, userId: ada.id });

  return { ada, grace, linus, rustConf, boundary, online, spring };
}
