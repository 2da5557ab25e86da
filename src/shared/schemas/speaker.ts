import { z } from 'zod';
import { CFP_STATUSES } from '../domain';
import {
  optionalEmail,
  optionalFilter,
  optionalFreeText,
  pageFields,
  searchFilter,
  sortFilter,
  withHttps,
  withoutNul,
  NUL_MESSAGE,
} from './fields';
import { idSchema } from './common';
import { versionSchema } from './record-version';

export const SPEAKER_NAME_MESSAGE = 'A speaker needs a name';

const speakerFields = {
  name: z
    .string({ error: SPEAKER_NAME_MESSAGE })
    .trim()
    .min(1, SPEAKER_NAME_MESSAGE)
    .max(200)
    .refine(withoutNul, NUL_MESSAGE),
  email: optionalEmail(),
  bio: optionalFreeText(5000),
  company: optionalFreeText(200),
  /** Web pages of the person (site, Mastodon, GitHub…): https is added to a bare address. */
  links: z
    .array(
      z
        .string()
        .trim()
        .max(500)
        .transform(withHttps)
        .pipe(z.url({ protocol: /^https?$/, message: 'Each link must be a web address' })),
    )
    .max(10)
    .default([]),
  /** The person's headshot and bio from Assets: an asset of type headshot / bio, or null. */
  headshotAssetId: idSchema.nullable().optional(),
  bioAssetId: idSchema.nullable().optional(),
};

/**
 * An external speaker (someone without an account). A speaker who has an account is made when a
 * talk names the account (`{ userId }` in its speakers), one per account.
 */
export const speakerCreateSchema = z.object(speakerFields);
export type NewSpeaker = z.output<typeof speakerCreateSchema>;

export const speakerUpdateSchema = z
  .object({ ...speakerFields, links: speakerFields.links.removeDefault() })
  .partial();
export type SpeakerChanges = z.output<typeof speakerUpdateSchema>;

export const SPEAKER_SORTS = ['name', 'company', 'createdAt'] as const;

export const speakerListQuerySchema = z.object({
  /** The speaker record of one account ("My talks"). */
  userId: optionalFilter(idSchema),
  /** Matches name, e-mail or company. */
  q: searchFilter,
  /** Name order when absent. */
  sort: sortFilter(SPEAKER_SORTS),
  ...pageFields(),
});
export type SpeakerListQuery = z.infer<typeof speakerListQuerySchema>;

export const speakerSchema = z.object({
  id: z.number().int(),
  /** The account this speaker is, or null for an external speaker. */
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  bio: z.string().nullable(),
  company: z.string().nullable(),
  links: z.array(z.string()),
  headshotAssetId: z.number().int().nullable(),
  bioAssetId: z.number().int().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Speaker = z.infer<typeof speakerSchema>;

/** Submissions counted by status, and accepted ÷ decided (accepted or rejected); null: none decided. */
export const outcomeSummarySchema = z.object({
  counts: z.record(z.enum(CFP_STATUSES), z.number().int()),
  acceptanceRate: z.number().nullable(),
});
export type OutcomeSummary = z.infer<typeof outcomeSummarySchema>;

/** A speaker's headshot or bio asset as their page shows it: a file's short-lived signed link, or its text. */
export const speakerAssetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fileUrl: z.string().nullable(),
  content: z.string().nullable(),
});

/** `GET /api/speakers/{id}`: the person, their talks and every submission of them, with outcomes. */
export const speakerDetailSchema = speakerSchema.extend({
  /** The headshot asset (its file as a short-lived signed link); null without one. */
  headshot: speakerAssetSchema.nullable(),
  bioAsset: speakerAssetSchema.nullable(),
  talks: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      format: z.string(),
      level: z.string().nullable(),
      archived: z.boolean(),
    }),
  ),
  submissions: z.array(
    z.object({
      id: z.number().int(),
      talkId: z.number().int(),
      eventId: z.number().int(),
      eventName: z.string(),
      title: z.string(),
      status: z.enum(CFP_STATUSES),
      submissionDate: z.string(),
    }),
  ),
  ...outcomeSummarySchema.shape,
});
export type SpeakerDetail = z.infer<typeof speakerDetailSchema>;
export type SpeakerAsset = z.infer<typeof speakerAssetSchema>;
