import { z } from 'zod';
import {
  EVENT_GOALS,
  EVENT_PRIORITIES,
  EVENT_SOURCES,
  EVENT_STATUSES,
  EVENT_TYPES,
} from '../domain';
import { calendarDate, isCalendarDate } from './common';
import { NUL_MESSAGE, withHttps, withoutNul } from './fields';
import { versionSchema } from './record-version';

const DATE_FORMAT_MESSAGE = 'Date must be a real date written YYYY-MM-DD';

export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required',
  nameTooShort: 'Event name must be at least 3 characters',
  invalidUrl: 'Must be a valid URL',
  locationRequired: 'Location is required',
  locationTooShort: 'Location must be at least 3 characters',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date cannot be before start date',
  cfpAfterStart: 'CFP deadline should be before the event start date',
  goalRequired: 'Select at least one goal',
} as const;

const name = z
  .string({ message: EVENT_MESSAGES.nameRequired })
  .trim()
  .min(1, EVENT_MESSAGES.nameRequired)
  .min(3, EVENT_MESSAGES.nameTooShort)
  .max(200)
  .refine(withoutNul, NUL_MESSAGE);

const location = z
  .string({ message: EVENT_MESSAGES.locationRequired })
  .trim()
  .min(1, EVENT_MESSAGES.locationRequired)
  .min(3, EVENT_MESSAGES.locationTooShort)
  .max(200)
  .refine(withoutNul, NUL_MESSAGE);

const httpUrl = z.url({ protocol: /^https?$/, message: EVENT_MESSAGES.invalidUrl });

/** http(s) only: the link becomes an href in the browser. 'example.org' gets https://. */
const webUrl = z
  .string({ message: EVENT_MESSAGES.invalidUrl })
  .trim()
  .max(2048)
  .refine(withoutNul, EVENT_MESSAGES.invalidUrl)
  .transform(withHttps)
  .pipe(httpUrl);

/** Absent stays absent (a patch leaves it alone); '' and null mean "none". */
const clearableUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => value === '' || (withoutNul(value) && httpUrl.safeParse(withHttps(value)).success),
    EVENT_MESSAGES.invalidUrl,
  )
  .transform((value) => (value ? withHttps(value) : null))
  .nullish();

const clearableDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), DATE_FORMAT_MESSAGE)
  .transform((value) => value || null)
  .nullish();

const clearableText = z
  .string()
  .trim()
  .max(10_000)
  .refine(withoutNul, NUL_MESSAGE)
  .transform((value) => value || null)
  .nullish();

const orNull = <T>(value: T | undefined) => value ?? null;

/** Turns a JSON-encoded list, a list or a single value into a list of distinct trimmed values. */
export function toGoalList(value: string | string[]): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    try {
      list = text.startsWith('[') || text.startsWith('"') ? JSON.parse(text) : [text];
    } catch {
      list = [text];
    }
  }
  const values = (Array.isArray(list) ? list : [list]).map((entry) => String(entry).trim());
  return [...new Set(values.filter(Boolean))];
}

const goalValues = z.array(z.enum(EVENT_GOALS));
/** The goal list may arrive as a JSON string, a list or a single value. */
const goalInput = z.union([z.array(z.string()), z.string()]).transform(toGoalList);
const createGoal = goalInput.pipe(goalValues.min(1, EVENT_MESSAGES.goalRequired));
const updateGoal = goalInput.pipe(goalValues);

interface EventDates {
  startDate?: string | null;
  endDate?: string | null;
  cfpDeadline?: string | null;
}

/** Cross-field date rules, as {field: message}; empty when the dates agree. */
export function eventDateErrors(dates: EventDates): Record<string, string> {
  const { startDate, endDate, cfpDeadline } = dates;
  const valid = (value: string | null | undefined): value is string =>
    typeof value === 'string' && isCalendarDate(value);
  const errors: Record<string, string> = {};
  if (valid(startDate) && valid(endDate) && endDate < startDate) {
    errors.endDate = EVENT_MESSAGES.endBeforeStart;
  }
  if (valid(startDate) && valid(cfpDeadline) && cfpDeadline > startDate) {
    errors.cfpDeadline = EVENT_MESSAGES.cfpAfterStart;
  }
  return errors;
}

function checkDates(dates: EventDates, ctx: z.RefinementCtx) {
  for (const [field, message] of Object.entries(eventDateErrors(dates))) {
    ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

// Date rules are reported beside other fields' errors, so a form shows them all at once.
const alongsideFieldErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** Merges the two spellings of the goal list (forms send `goals`, the column is `goal`). */
function withGoal<G, T extends { goal?: G | null; goals?: G | null }>({ goals, ...rest }: T) {
  return { ...rest, goal: rest.goal ?? goals ?? undefined };
}

const startDate = calendarDate(EVENT_MESSAGES.startDateRequired);
const endDate = calendarDate(EVENT_MESSAGES.endDateRequired);

/** POST /api/events and the add form. */
export const eventCreateSchema = z
  .object({
    name,
    link: webUrl,
    location,
    startDate,
    endDate,
    cfpDeadline: clearableDate.transform(orNull),
    cfpLink: clearableUrl.transform(orNull),
    earlyBirdDeadline: clearableDate.transform(orNull),
    description: clearableText.transform(orNull),
    notes: clearableText.transform(orNull),
    priority: z.enum(EVENT_PRIORITIES).default('medium'),
    type: z.enum(EVENT_TYPES).default('conference'),
    status: z.enum(EVENT_STATUSES).default('planning'),
    source: z.enum(EVENT_SOURCES).default('manual'),
    goal: createGoal.nullish(),
    goals: createGoal.nullish(),
  })
  .superRefine(checkDates, alongsideFieldErrors)
  .transform((input) => {
    const merged = withGoal(input);
    return { ...merged, goal: merged.goal ?? ['attending'] };
  });
export type EventCreate = z.output<typeof eventCreateSchema>;

/** PUT /api/events/{id} and the edit form: every field optional; null or '' clears an optional one. */
export const eventUpdateSchema = z
  .object({
    name: name.optional(),
    link: webUrl.optional(),
    location: location.optional(),
    startDate: startDate.optional(),
    endDate: endDate.optional(),
    cfpDeadline: clearableDate,
    cfpLink: clearableUrl,
    earlyBirdDeadline: clearableDate,
    description: clearableText,
    notes: clearableText,
    priority: z.enum(EVENT_PRIORITIES).optional(),
    type: z.enum(EVENT_TYPES).optional(),
    status: z.enum(EVENT_STATUSES).optional(),
    source: z.enum(EVENT_SOURCES).optional(),
    goal: updateGoal.optional(),
    goals: updateGoal.optional(),
  })
  .superRefine(checkDates, alongsideFieldErrors)
  .transform((input) => {
    const patch: Partial<EventCreate> = withGoal(input);
    // Only the keys the client sent, so the service can tell "unchanged" from "cleared".
    for (const key of Object.keys(patch) as (keyof EventCreate)[]) {
      if (patch[key] === undefined) delete patch[key];
    }
    return patch;
  });
export type EventUpdate = z.output<typeof eventUpdateSchema>;

const speakerSchema = z.object({
  name: z.string(),
  submissions: z.array(z.object({ id: z.number().int(), title: z.string(), status: z.string() })),
});

/** An event as the API answers, with its counts and short lists computed by the database. */
export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
  /** Read as stored: older or imported rows may carry badge-only values ('important', 'summit'). */
  priority: z.string(),
  type: z.string(),
  goal: z.array(z.string()),
  cfpDeadline: z.string().nullable(),
  cfpLink: z.string().nullable(),
  earlyBirdDeadline: z.string().nullable(),
  status: z.string(),
  source: z.string(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdByAvatar: z.string().nullable(),
  updatedById: z.number().int().nullable(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
  cfpCount: z.number().int(),
  attendeeCount: z.number().int(),
  speakersCount: z.number().int(),
  /** CFP submissions grouped by submitter name. */
  speakers: z.array(speakerSchema),
  attendees: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Assets of type trip_report linked to the event. */
  tripReports: z.array(
    z.object({ id: z.number().int(), name: z.string(), uploadedByName: z.string().nullable() }),
  ),
  /** How many library talks were submitted to the event (submissions made from a talk). */
  talkCount: z.number().int().optional(),
});
export type Event = z.infer<typeof eventSchema>;
export type EventSpeaker = z.infer<typeof speakerSchema>;
