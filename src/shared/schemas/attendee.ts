/** Attendee schemas. */
import { z } from 'zod';
import { idSchema } from './common';
import {
  eventIdField,
  optionalEmail,
  optionalFilter,
  optionalFreeText,
  pageFields,
  requiredText,
  searchFilter,
  sortFilter,
  textFilter,
} from './fields';
import { versionSchema } from './record-version';

const attendeeFields = {
  eventId: eventIdField,
  name: requiredText(200),
  email: optionalEmail(),
  role: optionalFreeText(200),
  notes: optionalFreeText(),
};

/** Attendee add form: event and name required; email optional but an address. */
export const attendeeCreateSchema = z.object(attendeeFields);
export type AttendeeCreate = z.input<typeof attendeeCreateSchema>;
/** What the API stores after validation and defaults. */
export type NewAttendee = z.output<typeof attendeeCreateSchema>;

export const attendeeUpdateSchema = z.object(attendeeFields).partial();
export type AttendeeChanges = z.output<typeof attendeeUpdateSchema>;

export const ATTENDEE_SORTS = ['name', 'email', 'role', 'eventName', 'createdAt'] as const;

export const attendeeListQuerySchema = z.object({
  eventId: optionalFilter(idSchema),
  role: textFilter(200),
  q: searchFilter,
  /** Newest first when absent. */
  sort: sortFilter(ATTENDEE_SORTS),
  ...pageFields(),
});
export type AttendeeListQuery = z.infer<typeof attendeeListQuerySchema>;

export const attendeeSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string().nullable(),
  userId: z.number().int().nullable(),
  notes: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;
