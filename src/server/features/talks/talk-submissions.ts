import { and, asc, eq, gte, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { isSimilarName, nameSimilarity } from '@shared/csv/duplicates';
import type { CfpSubmission } from '@shared/schemas/cfp-submission';
import type {
  EventTalk,
  OpenCfpEvent,
  SimilarSubmission,
  TalkSubmissions,
  TalkSubmit,
} from '@shared/schemas/talk';
import { actAs } from '../../db/audit-actor';
import type { Db } from '../../db/client';
import { cfpSubmissions, events, talks } from '../../db/schema/index';
import { HttpError, NotFoundError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { containsPattern, type PageWindow } from '../../lib/sql';
import { cfpSubmissionRecords } from '../cfp-submissions/public';
import { outcomeSummary } from './talk-outcomes';
import { findTalk, talkFields } from './talk-query';

/** Today's calendar date on the server, in UTC (as CFP submission dates are). */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Events whose CFP deadline is today or later, soonest first, searched by name or place. */
export async function openCfpEvents(
  db: Db,
  query: PageWindow & { q?: string },
): Promise<OpenCfpEvent[]> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      cfpDeadline: events.cfpDeadline,
      startDate: events.startDate,
      endDate: events.endDate,
      location: events.location,
    })
    .from(events)
    .where(
      and(
        gte(events.cfpDeadline, todayUtc()),
        pattern ? or(ilike(events.name, pattern), ilike(events.location, pattern)) : undefined,
      ),
    )
    .orderBy(asc(events.cfpDeadline), sql`lower(${events.name})`, asc(events.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => ({ ...row, cfpDeadline: row.cfpDeadline! }));
}

/**
 * Other submissions of the event that send the same talk or a title at least 80 % similar
 * (the import's duplicate rule), with their submitter.
 */
export async function similarSubmissions(
  db: Db,
  query: { eventId: number; title: string; talkId?: number; exceptId?: number },
): Promise<SimilarSubmission[]> {
  const rows = await db
    .select({
      eventId: cfpSubmissions.eventId,
      eventName: events.name,
      submissionId: cfpSubmissions.id,
      title: cfpSubmissions.title,
      submitterName: cfpSubmissions.submitterName,
      status: cfpSubmissions.status,
      talkId: cfpSubmissions.talkId,
    })
    .from(cfpSubmissions)
    .innerJoin(events, eq(events.id, cfpSubmissions.eventId))
    .where(
      and(
        eq(cfpSubmissions.eventId, query.eventId),
        query.exceptId === undefined ? undefined : ne(cfpSubmissions.id, query.exceptId),
      ),
    )
    .orderBy(asc(cfpSubmissions.id));
  return rows.flatMap(({ talkId, ...row }) => {
    const sameTalk = query.talkId !== undefined && talkId === query.talkId;
    if (!sameTalk && !isSimilarName(row.title, query.title)) return [];
    return [
      {
        ...row,
        status: row.status as SimilarSubmission['status'],
        sameTalk,
        similarity: nameSimilarity(row.title, query.title),
      },
    ];
  });
}

/**
 * One draft CFP submission per event, copying the talk's current title, abstract and speakers
 * and remembering its revision. All or nothing: 400 naming the deadline when an event's CFP is
 * closed (or it has none); 409 with the similar submissions unless `confirm`.
 */
export async function submitTalk(
  db: Db,
  user: CurrentUser,
  talkId: number,
  input: TalkSubmit,
): Promise<CfpSubmission[]> {
  const talk = await findTalk(db, talkId);
  const chosen = await db
    .select({ id: events.id, name: events.name, cfpDeadline: events.cfpDeadline })
    .from(events)
    .where(inArray(events.id, input.eventIds));
  const missing = input.eventIds.find((id) => !chosen.some((event) => event.id === id));
  if (missing !== undefined) {
    throw new ValidationError(`Event ${missing} not found`, { eventIds: 'Event not found' });
  }
  const today = todayUtc();
  for (const event of chosen) {
    if (event.cfpDeadline === null) {
      const message = `${event.name} has no CFP deadline, so its call for papers is not open`;
      throw new ValidationError(message, { eventIds: message });
    }
    if (event.cfpDeadline < today) {
      const message = `The CFP of ${event.name} closed on ${event.cfpDeadline}`;
      throw new ValidationError(message, { eventIds: message });
    }
  }
  if (!input.confirm) {
    const warnings = (
      await Promise.all(
        input.eventIds.map((eventId) =>
          similarSubmissions(db, { eventId, title: talk.title, talkId }),
        ),
      )
    ).flat();
    if (warnings.length > 0) {
      throw new HttpError(
        409,
        'This talk, or one with a similar title, is already submitted to these events. Send confirm: true to submit anyway.',
        undefined,
        { body: { warnings } },
      );
    }
  }
  const submitterName = talk.speakers.map((speaker) => speaker.name).join(', ');
  return db.transaction(async (tx) => {
    await actAs(tx, user);
    const made: CfpSubmission[] = [];
    for (const eventId of input.eventIds) {
      made.push(
        await cfpSubmissionRecords.create(
          tx,
          user,
          {
            eventId,
            title: talk.title,
            abstract: talk.abstract,
            submitterName,
            status: 'draft',
            notes: null,
            submissionDate: today,
            talkId,
          },
          { talkRevisionId: talk.currentRevisionId },
        ),
      );
    }
    return made;
  });
}

/** The talk's page: every submission with its event, outcome counts and acceptance rate. */
export async function talkSubmissions(db: Db, talkId: number): Promise<TalkSubmissions> {
  const talk = await findTalk(db, talkId);
  const rows = await db
    .select({
      id: cfpSubmissions.id,
      eventId: cfpSubmissions.eventId,
      eventName: events.name,
      eventStartDate: events.startDate,
      eventEndDate: events.endDate,
      cfpDeadline: events.cfpDeadline,
      title: cfpSubmissions.title,
      status: cfpSubmissions.status,
      submitterName: cfpSubmissions.submitterName,
      submitterId: cfpSubmissions.submitterId,
      submissionDate: cfpSubmissions.submissionDate,
      talkRevisionId: cfpSubmissions.talkRevisionId,
    })
    .from(cfpSubmissions)
    .innerJoin(events, eq(events.id, cfpSubmissions.eventId))
    .where(eq(cfpSubmissions.talkId, talkId))
    .orderBy(asc(events.startDate), asc(cfpSubmissions.id));
  return {
    submissions: rows.map((row) => ({
      ...row,
      status: row.status as CfpSubmission['status'],
      changedSinceSubmitted: row.talkRevisionId !== talk.currentRevisionId,
    })),
    ...outcomeSummary(rows.map((row) => row.status)),
  };
}

/** The library talks submitted to an event, by title: each submission with the talk's speakers. */
export async function eventTalks(db: Db, eventId: number): Promise<EventTalk[]> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  if (!event) throw new NotFoundError('Event not found');
  const rows = await db
    .select({
      submissionId: cfpSubmissions.id,
      talkId: talks.id,
      title: talks.title,
      speakers: talkFields.speakers,
      status: cfpSubmissions.status,
      submitterName: cfpSubmissions.submitterName,
    })
    .from(cfpSubmissions)
    .innerJoin(talks, eq(talks.id, cfpSubmissions.talkId))
    .where(eq(cfpSubmissions.eventId, eventId))
    .orderBy(sql`lower(${talks.title})`, asc(cfpSubmissions.id));
  return rows.map((row) => ({ ...row, status: row.status as EventTalk['status'] }));
}
