import { z } from 'zod';
import { CFP_STATUSES, TALK_DURATION, TALK_FORMATS, TALK_LEVELS } from '../domain';
import {
  NUL_MESSAGE,
  optionalFilter,
  optionalFreeText,
  pageFields,
  searchFilter,
  sortFilter,
  textFilter,
  withoutNul,
} from './fields';
import { idSchema } from './common';
import { cfpSubmissionSchema } from './cfp-submission';
import { versionSchema } from './record-version';
import { outcomeSummarySchema } from './speaker';

export const TALK_TITLE_MESSAGE = 'A talk needs a title';
export const TALK_ABSTRACT_MESSAGE = 'A talk needs an abstract';
export const TALK_DURATION_MESSAGE = `Duration must be between ${TALK_DURATION.min} and ${TALK_DURATION.max} minutes`;
export const SPEAKER_REF_MESSAGE = 'Each speaker is { speakerId } or { userId }, not both';

const textWith = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max).refine(withoutNul, NUL_MESSAGE);

/** One speaker of a talk: an existing speaker record, or an account (its speaker record is made). */
export const talkSpeakerRefSchema = z
  .object({ speakerId: idSchema.optional(), userId: idSchema.optional() })
  .refine(
    (ref) => (ref.speakerId === undefined) !== (ref.userId === undefined),
    SPEAKER_REF_MESSAGE,
  );
export type TalkSpeakerRef = z.output<typeof talkSpeakerRefSchema>;

/** Tags: trimmed, empty ones dropped, each once ignoring case (the first spelling kept). */
const tagsField = z
  .array(z.string().trim().max(50).refine(withoutNul, NUL_MESSAGE))
  .max(30)
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.filter((tag) => {
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

const talkFields = {
  title: textWith(TALK_TITLE_MESSAGE, 500),
  abstract: textWith(TALK_ABSTRACT_MESSAGE, 20_000),
  /** The elevator pitch. */
  shortDescription: optionalFreeText(1000),
  level: z.enum(TALK_LEVELS).nullish(),
  format: z.enum(TALK_FORMATS),
  durationMinutes: z
    .number({ error: TALK_DURATION_MESSAGE })
    .int(TALK_DURATION_MESSAGE)
    .min(TALK_DURATION.min, TALK_DURATION_MESSAGE)
    .max(TALK_DURATION.max, TALK_DURATION_MESSAGE)
    .nullish(),
  language: optionalFreeText(100),
  tags: tagsField,
  notes: optionalFreeText(),
  /** In order; the first is the main speaker. */
  speakers: z.array(talkSpeakerRefSchema).min(1, 'A talk needs at least one speaker').max(20),
};

/**
 * Title and abstract required; format defaults to a talk; without speakers, the person creating
 * it is the speaker.
 */
export const talkCreateSchema = z.object({
  ...talkFields,
  format: talkFields.format.default('talk'),
  tags: talkFields.tags.default([]),
  speakers: talkFields.speakers.optional(),
});
export type NewTalk = z.output<typeof talkCreateSchema>;

/** Any field alone; `archived` too (a talk with submissions is archived, not deleted). */
export const talkUpdateSchema = z.object({ ...talkFields, archived: z.boolean() }).partial();
export type TalkChanges = z.output<typeof talkUpdateSchema>;

export const TALK_SORTS = [
  'title',
  'level',
  'format',
  'durationMinutes',
  'createdAt',
  'updatedAt',
] as const;

export const talkListQuerySchema = z.object({
  /** Matches title, abstract, a tag or a speaker's name. */
  q: searchFilter,
  /** A tag, ignoring case. */
  tag: textFilter(50),
  level: optionalFilter(z.enum(TALK_LEVELS)),
  format: optionalFilter(z.enum(TALK_FORMATS)),
  speakerId: optionalFilter(idSchema),
  /** Active talks when absent; `true` the archived ones; `all` both. */
  archived: optionalFilter(z.enum(['false', 'true', 'all'])),
  /** Latest change first when absent. */
  sort: sortFilter(TALK_SORTS),
  ...pageFields(),
});
export type TalkListQuery = z.infer<typeof talkListQuerySchema>;

export const talkSpeakerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  userId: z.number().int().nullable(),
});

export const talkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  shortDescription: z.string().nullable(),
  level: z.enum(TALK_LEVELS).nullable(),
  format: z.enum(TALK_FORMATS),
  durationMinutes: z.number().int().nullable(),
  language: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  archived: z.boolean(),
  speakers: z.array(talkSpeakerSchema),
  /** The revision holding the current title and abstract. */
  currentRevisionId: z.number().int(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Talk = z.infer<typeof talkSchema>;

/** A saved title and abstract: every change of either makes one. */
export const talkRevisionSchema = z.object({
  id: z.number().int(),
  talkId: z.number().int(),
  title: z.string(),
  abstract: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type TalkRevision = z.infer<typeof talkRevisionSchema>;

export const talkRevisionParamsSchema = z.object({ id: idSchema, revisionId: idSchema });

/** Submit a talk to the CFPs of events; `confirm` goes on despite similar submissions there. */
export const talkSubmitSchema = z.object({
  eventIds: z
    .array(idSchema)
    .min(1, 'Choose at least one event')
    .max(50)
    .transform((ids) => [...new Set(ids)]),
  confirm: z.boolean().default(false),
});
export type TalkSubmit = z.output<typeof talkSubmitSchema>;

/** Another submission of the same event: the same talk, or a title at least 80 % similar. */
export const similarSubmissionSchema = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  submissionId: z.number().int(),
  title: z.string(),
  submitterName: z.string(),
  status: z.enum(CFP_STATUSES),
  sameTalk: z.boolean(),
  /** 0–1, as the import's duplicate rule measures titles. */
  similarity: z.number(),
});
export type SimilarSubmission = z.infer<typeof similarSubmissionSchema>;

export const talkSubmitResultSchema = z.object({ submissions: z.array(cfpSubmissionSchema) });

/** 409 of a submit that was not confirmed: what it would duplicate. */
export const talkSubmitWarningSchema = z.object({
  message: z.string(),
  warnings: z.array(similarSubmissionSchema),
});

/** For a CFP form before saving: the event's submissions like this title (or this talk). */
export const similarSubmissionsQuerySchema = z.object({
  eventId: idSchema,
  title: textFilter(500),
  talkId: optionalFilter(idSchema),
  /** A submission being edited is not its own duplicate. */
  exceptId: optionalFilter(idSchema),
});

/** Events whose CFP is open (deadline today or later, UTC), soonest deadline first. */
export const openCfpQuerySchema = z.object({ q: searchFilter, ...pageFields() });
export const openCfpEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cfpDeadline: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
});
export type OpenCfpEvent = z.infer<typeof openCfpEventSchema>;

/** One submission of a talk as its page lists it. */
export const talkSubmissionRowSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventStartDate: z.string(),
  eventEndDate: z.string(),
  cfpDeadline: z.string().nullable(),
  title: z.string(),
  status: z.enum(CFP_STATUSES),
  submitterName: z.string(),
  submitterId: z.number().int().nullable(),
  submissionDate: z.string(),
  talkRevisionId: z.number().int().nullable(),
  /** The talk's title or abstract changed after this was sent. */
  changedSinceSubmitted: z.boolean(),
});

export const talkSubmissionsSchema = z.object({
  submissions: z.array(talkSubmissionRowSchema),
  ...outcomeSummarySchema.shape,
});
export type TalkSubmissions = z.infer<typeof talkSubmissionsSchema>;

/** A library talk submitted to an event: the submission's status and the talk's speakers. */
export const eventTalkSchema = z.object({
  submissionId: z.number().int(),
  talkId: z.number().int(),
  /** The talk's current title (the submission keeps the one it sent). */
  title: z.string(),
  speakers: z.array(talkSpeakerSchema),
  status: z.enum(CFP_STATUSES),
  submitterName: z.string(),
});
export type EventTalk = z.infer<typeof eventTalkSchema>;
