import type { ATTENDEE_SORTS } from '@shared/schemas/attendee';
import {
  attendeeSchema,
  type Attendee,
  type AttendeeChanges,
  type AttendeeListQuery,
  type NewAttendee,
} from '@shared/schemas/attendee';
import { attendees, events } from '../../db/schema/index';
import { eventRecords } from '../../lib/event-records';
import type { Db } from '../../db/client';
import { lowered, sameText, usedValues } from '../../lib/sql';

/** Attendees of an event: one of the event records (lib/event-records.ts). */
export const attendeeRecords = eventRecords<
  typeof attendees,
  Attendee,
  (typeof ATTENDEE_SORTS)[number],
  AttendeeListQuery,
  NewAttendee,
  AttendeeChanges
>({
  table: attendees,
  name: 'attendee',
  notFound: 'Attendee not found',
  sortable: {
    name: lowered(attendees.name),
    email: lowered(attendees.email),
    role: lowered(attendees.role),
    eventName: lowered(events.name),
    createdAt: attendees.createdAt,
  },
  defaultSort: { by: 'createdAt', descending: true },
  searched: [attendees.name, attendees.email],
  filters: (query) => [query.role ? sameText(attendees.role, query.role) : undefined],
  answer: attendeeSchema,
  toRecord: (row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
});

/** The roles attendees have, for the role combobox and filter. */
export const attendeeRoles = (db: Db) => usedValues(db, attendees, attendees.role);
