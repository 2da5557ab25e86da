import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  discoveredConferences,
  discoveryClaims,
  discoveryFiles,
  discoveryInterests,
  discoveryMarks,
  eventFollows,
  events,
  exchangeRates,
  tripLines,
  tripReports,
  trips,
  assets,
  workflowComments,
} from '../../db/schema/index';
import { actAsSystem } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { storeSnapshot } from '../../features/discovery/snapshot';
import { ManualClock } from '../../lib/clock';
import { signInViaProvider, startAuthorization, submitForm } from '../provider-flow';
import { actingAs } from '../requests';
import type { TestContext } from '../test-app';
import { createWorkflow } from './approval-workflow-factory';
import { createAttendee } from './attendee-factory';
import { createCfpSubmission } from './cfp-submission-factory';
import { createEvent } from './event-factory';
import { createSponsorship } from './sponsorship-factory';
import { createStakeholder } from './stakeholder-factory';
import { multipartBody, sampleFiles, type UploadFile } from './upload-factory';
import { createUser, type TestUser } from './user-factory';

export interface UploadedFile {
  /** The asset's id, or null for the user's headshot. */
  assetId: number | null;
  content: Buffer;
}

export interface FilledInstance {
  /** The admin who wrote through the API; the headshot is theirs. */
  user: TestUser;
  files: UploadedFile[];
}

function succeeded<T extends { statusCode: number; body: string }>(response: T): T {
  if (response.statusCode >= 300)
    throw new Error(`API answered ${response.statusCode}: ${response.body}`);
  return response;
}

/** A PDF of 300 KB: several chunks in a stream, not one. */
const largePdf = () => Buffer.concat([sampleFiles.pdf(), randomBytes(300 * 1024)]);

/**
 * An instance with rows in every table and real uploaded files, written through the API where
 * the API writes them (events with their edit history, assets and a headshot with their files,
 * a workflow comment, a sign-in of `demo` for the provider's sessions and a failed one for the
 * sign-in limits, a status change that notifies the submitter) and by factories for the rest. The demo accounts exist already (the app seeds
 * them on an empty database).
 */
export async function fillEveryTable(context: TestContext): Promise<FilledInstance> {
  const { db } = context;
  await signInViaProvider(context, 'demo', 'demo');
  const wrong = { username: 'demo', password: 'not the password' };
  await submitForm(context, await startAuthorization(context), 'login', wrong);
  const user = await createUser(db, { name: 'Ada Lovelace', traits: ['admin'] });
  const api = await actingAs(context, user);
  const created = await api.inject({
    method: 'POST',
    url: '/api/events',
    payload: {
      name: 'FOSDEM',
      link: 'https://fosdem.org',
      location: 'Brussels, Belgium',
      startDate: '2027-02-06',
      endDate: '2027-02-07',
      goals: '["speaking","attending"]',
    },
  });
  const event = succeeded(created).json() as { id: number };
  const submission = await createCfpSubmission(db, { eventId: event.id, submitterId: user.id });
  await createAttendee(db, { eventId: event.id, userId: user.id });
  await createSponsorship(db, { eventId: event.id });
  await createEvent(db, { traits: ['past'], createdById: user.id });
  const stakeholder = await createStakeholder(db, { userId: user.id });
  const workflow = await createWorkflow(db, {
    itemId: event.id,
    requesterId: user.id,
    stakeholderIds: [stakeholder.id],
    metadata: { note: 'Grüße', nested: { list: [1, 2.5, null] } },
  });
  await db
    .insert(workflowComments)
    .values({ workflowId: workflow.id, commenterId: user.id, comment: 'Fine by me' });
  await db.insert(eventFollows).values({ userId: user.id, eventId: event.id, following: true });
  // Data out: a calendar feed and a personal API token (both kept as hashes).
  succeeded(await api.inject({ method: 'POST', url: '/api/calendar-feed' }));
  succeeded(
    await api.inject({
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Reporting script', access: 'read', expiresInDays: 90 },
    }),
  );
  // The talk library: an external speaker and the admin give a talk the submission sends.
  const speaker = succeeded(
    await api.inject({ method: 'POST', url: '/api/speakers', payload: { name: 'Lin Yu' } }),
  ).json() as { id: number };
  const talk = succeeded(
    await api.inject({
      method: 'POST',
      url: '/api/talks',
      payload: {
        title: 'Sustaining maintainers',
        abstract: 'Time and money.',
        tags: ['funding'],
        speakers: [{ speakerId: speaker.id }, { userId: user.id }],
      },
    }),
  ).json() as { id: number };
  succeeded(
    await api.inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { talkId: talk.id },
    }),
  );
  // Discover: the shipped conference snapshot, one of them tracked by the event.
  await storeSnapshot(db, new ManualClock('2026-11-26T06:00:00Z'));
  await db
    .update(discoveredConferences)
    .set({
      eventId: event.id,
      applied: { startDate: '2026-01-01' },
      offered: { cfpDeadline: '2026-01-02' },
    })
    .where(eq(discoveredConferences.id, 1));
  // The sync's write to the event, credited in the audit log by the sync's name.
  await db.transaction(async (tx) => {
    await actAsSystem(tx, 'Conference data sync');
    await tx
      .update(events)
      .set({ cfpLink: 'https://fosdem.org/cfp', source: 'external_sync' })
      .where(eq(events.id, event.id));
  });
  // One person's mark on another conference, and their digest interests.
  await db.insert(discoveryMarks).values({ userId: user.id, conferenceId: 2, mark: 'interested' });
  await db.insert(discoveryInterests).values({
    userId: user.id,
    topics: ['rust'],
    countries: ['Germany'],
    online: true,
    languages: ['EN'],
  });
  // A sync's kept file (validators and text) and the claim of the day it ran.
  const syncedAt = new Date('2026-11-26T06:00:00Z');
  await db.insert(discoveryFiles).values({
    year: 2027,
    topic: 'rust',
    etag: '"rust-1"',
    lastModified: syncedAt.toUTCString(),
    text: '[]',
    fetchedAt: syncedAt,
  });
  await db
    .insert(discoveryClaims)
    .values({ key: 'daily:2026-11-26', leaseUntil: syncedAt, finishedAt: syncedAt });
  // A notice (its outbox row and notification-centre entry): a colleague moves the submission on.
  // The Users screen: a disabled account holding an open password-reset link.
  const departed = await createUser(db, { name: 'Departed Colleague' });
  for (const action of ['reset-link', 'disable']) {
    succeeded(
      await api.inject({ method: 'POST', url: `/api/admin/users/${departed.id}/${action}` }),
    );
  }
  const colleague = await actingAs(context, await createUser(db, { name: 'Grace Hopper' }));
  succeeded(
    await colleague.inject({
      method: 'PUT',
      url: `/api/cfp-submissions/${submission.id}`,
      payload: { status: 'submitted' },
    }),
  );

  const files: [UploadFile, Record<string, string | number>][] = [
    [
      { name: 'booth.png', content: sampleFiles.png() },
      { type: 'other', eventId: event.id },
    ],
    [
      { name: 'talk.pdf', content: largePdf() },
      { type: 'presentation', cfpSubmissionId: submission.id },
    ],
    [
      { name: 'notes.docx', content: sampleFiles.docx() },
      { type: 'trip_report', eventId: event.id },
    ],
  ];
  const uploaded: UploadedFile[] = [];
  for (const [file, fields] of files) {
    const body = await multipartBody(
      { name: file.name, description: `Uploaded ${file.name}`, ...fields },
      file,
    );
    const response = await api.inject({ method: 'POST', url: '/api/assets', ...body });
    succeeded(response);
    uploaded.push({ assetId: (response.json() as { id: number }).id, content: file.content });
  }
  const bio = { name: 'Speaker bio', type: 'bio', description: 'Bio for the programme' };
  succeeded(
    await api.inject({
      method: 'POST',
      url: '/api/assets',
      payload: { ...bio, content: 'Grüße aus Berlin', isTextContent: true },
    }),
  );
  await fillTrip(db, { eventId: event.id, userId: user.id, workflowId: workflow.id });
  const headshot = sampleFiles.gif();
  const body = await multipartBody({}, { field: 'headshot', name: 'me.gif', content: headshot });
  succeeded(await api.inject({ method: 'POST', url: `/api/users/${user.id}/headshot`, ...body }));
  uploaded.push({ assetId: null, content: headshot });
  return { user, files: uploaded };
}

/** A trip with its approval workflow, two estimate lines, a report and the report's asset. */
async function fillTrip(db: Db, ids: { eventId: number; userId: number; workflowId: number }) {
  const [trip] = await db
    .insert(trips)
    .values({
      eventId: ids.eventId,
      travellerId: ids.userId,
      role: 'speaker',
      departDate: '2027-02-05',
      returnDate: '2027-02-08',
      stage: 'reported',
      workflowId: ids.workflowId,
      booking: { ticket: { state: 'booked', note: 'Speaker pass' } },
      reimbursement: 'claimed',
      createdById: ids.userId,
    })
    .returning();
  await db.insert(tripLines).values([
    {
      tripId: trip!.id,
      position: 0,
      category: 'transport',
      currency: 'EUR',
      estimate: 180,
      actual: 210.5,
    },
    { tripId: trip!.id, position: 1, category: 'lodging', currency: 'USD', estimate: 2500 },
  ]);
  await db.insert(tripReports).values({
    tripId: trip!.id,
    summary: 'Met the maintainers of three projects',
    peopleReached: 40,
    rating: 5,
    goAgain: 'yes',
    links: [{ label: 'Recording', url: 'https://fosdem.org/recording' }],
  });
  await db.update(assets).set({ tripId: trip!.id }).where(eq(assets.type, 'trip_report'));
  await db
    .insert(exchangeRates)
    .values({ base: 'EUR', quote: 'USD', month: '2027-02', rate: 1.0825 });
}
