import { z } from 'zod';
import { EVENT_GOALS, EVENT_PRIORITIES } from '../domain';
import { idSchema } from './common';
import { optionalFilter, pageFields, searchFilter, textFilter } from './fields';

/**
 * Discover: the conferences read from the open conference data (confs.tech) and what each person
 * did with them. Routes (docs/product.md, Discover):
 * - GET  /api/discover                      the list (filters below; X-Total-Count)
 * - GET  /api/discover/options              the topics, countries and languages in the data
 * - GET  /api/discover/{id}                 one conference
 * - POST /api/discover/{id}/track           an event made from it (or an existing one linked)
 * - PUT  /api/discover/{id}/mark            Interested, Dismissed, or neither, for me
 * - GET  /api/discover/export/{csv|json}    the list as CSV or JSON, same filters (as every
 *   list's export: ExportMenu asks `${path}/export/${format}`)
 * - GET  /api/me/discovery-interests        my digest interests; PUT replaces them
 * - GET  /api/events/{id}/discovery-offer   changes a sync did not write over a local edit
 *   (the offer, or null when none are waiting; 404 for an unknown event);
 *   POST …/discovery-offer applies the named fields and answers what is still offered (or
 *   null); DELETE dismisses the offer (204); both 404 when none is waiting
 */

export const DISCOVERY_MARKS = ['interested', 'dismissed'] as const;
export type DiscoveryMark = (typeof DISCOVERY_MARKS)[number];

/** An event a conference is tracked by, or likely the same as. */
const eventRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const discoveredConferenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  online: z.boolean(),
  /** Language codes as the source writes them: EN, DE. */
  locales: z.array(z.string()),
  topics: z.array(z.string()),
  cfpUrl: z.string().nullable(),
  cfpEndDate: z.string().nullable(),
  cocUrl: z.string().nullable(),
  /** Social handles by network (twitter, mastodon, bluesky…). */
  handles: z.record(z.string(), z.string()),
  /** The source no longer lists it. */
  gone: z.boolean(),
  /** The event tracking it, once someone tracked it. */
  event: eventRefSchema.nullable(),
  /**
   * An existing event that is likely the same conference (same dates and a name at least 80 %
   * similar, or the same link), offered as "link to existing event" while it is not tracked.
   */
  likelyMatch: eventRefSchema.nullable(),
  /** What I did with it. */
  mark: z.enum(DISCOVERY_MARKS).nullable(),
});
export type DiscoveredConference = z.infer<typeof discoveredConferenceSchema>;

const yesNo = optionalFilter(
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    z.boolean({ error: 'Use true or false' }),
  ),
);

/**
 * The list: upcoming conferences (ending today or later) with an open CFP first, soonest
 * deadline first, then the rest by start date; dismissed ones hidden unless `show` says.
 */
export const discoveryListQuerySchema = z.object({
  /** Matches name, city, country or topic. */
  q: searchFilter,
  topic: textFilter(100),
  /** A country as the source writes it, or `online`. */
  place: textFilter(100),
  /** Only CFPs closing within this many days from today (and not closed). */
  closingWithinDays: optionalFilter(z.coerce.number().int().min(0).max(366)),
  /** A language code (EN). */
  language: textFilter(10),
  /** true: a CFP that may still be open (a deadline today or later, or a CFP link without one). */
  hasCfp: yesNo,
  /** `interested`: only my Interested ones; `dismissed`: my dismissed ones come back too. */
  show: optionalFilter(z.enum(['interested', 'dismissed'])),
  ...pageFields(),
});
export type DiscoveryListQuery = z.output<typeof discoveryListQuerySchema>;

export const discoveryOptionsSchema = z.object({
  topics: z.array(z.string()),
  countries: z.array(z.string()),
  languages: z.array(z.string()),
});
export type DiscoveryOptions = z.infer<typeof discoveryOptionsSchema>;

/** Track: a new event of type conference and source `suggested`, or `eventId` to link an existing one. */
export const discoveryTrackSchema = z.object({
  priority: z.enum(EVENT_PRIORITIES).default('medium'),
  goals: z.array(z.enum(EVENT_GOALS)).max(EVENT_GOALS.length).default(['attending']),
  eventId: idSchema.optional(),
});
export type DiscoveryTrack = z.input<typeof discoveryTrackSchema>;

export const discoveryTrackAnswerSchema = z.object({
  conference: discoveredConferenceSchema,
  event: eventRefSchema,
  /** True when a new event was made, false when an existing one was linked. */
  created: z.boolean(),
});

export const discoveryMarkSchema = z.object({ mark: z.enum(DISCOVERY_MARKS).nullable() });

const interestList = (max: number) =>
  z.array(z.string().trim().min(1).max(max)).max(100).default([]);

/** Settings → Notifications: what the new-CFP digest and My week match discovered CFPs against. */
export const discoveryInterestsSchema = z.object({
  topics: interestList(100),
  countries: interestList(100),
  /** Online conferences match too. */
  online: z.boolean().default(false),
  languages: interestList(10),
});
export type DiscoveryInterests = z.output<typeof discoveryInterestsSchema>;

/** The event fields a tracked conference keeps in step. */
export const FOLLOWED_FIELDS = ['startDate', 'endDate', 'cfpDeadline', 'cfpLink', 'link'] as const;
export type FollowedField = (typeof FOLLOWED_FIELDS)[number];

/** A sync's changes that met a local edit: the event page offers them. */
export const discoveryOfferSchema = z.object({
  conferenceId: z.number().int(),
  changes: z.array(
    z.object({
      field: z.enum(FOLLOWED_FIELDS),
      /** The event's value now. */
      current: z.string().nullable(),
      /** The conference data's value. */
      offered: z.string().nullable(),
    }),
  ),
});
export type DiscoveryOffer = z.infer<typeof discoveryOfferSchema>;

export const discoveryOfferAcceptSchema = z.object({
  fields: z.array(z.enum(FOLLOWED_FIELDS)).min(1, 'Choose at least one change to apply'),
});
