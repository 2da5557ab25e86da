import type { Event } from '@shared/schemas/event';
import type { ConflictField } from '@web/lib/version-conflict';

/** What the event form edits: every field as the inputs hold it (dates stay 'YYYY-MM-DD'). */
export type EventFormValues = {
  name: string;
  link: string;
  location: string;
  priority: string;
  type: string;
  /** Shown by the edit dialog only; a new event starts in planning. */
  status: string;
  goal: string[];
  startDate: string;
  endDate: string;
  cfpDeadline: string;
  notes: string;
};

/** Defaults: priority medium, type conference, status planning, goal attending. */
export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  link: '',
  location: '',
  priority: 'medium',
  type: 'conference',
  status: 'planning',
  goal: ['attending'],
  startDate: '',
  endDate: '',
  cfpDeadline: '',
  notes: '',
};

/** What editing needs of an event: a full event and a calendar entry both serve. */
export type EditableEvent = Pick<
  Event,
  | 'id'
  | 'version'
  | 'name'
  | 'link'
  | 'location'
  | 'priority'
  | 'type'
  | 'status'
  | 'goal'
  | 'startDate'
  | 'endDate'
  | 'cfpDeadline'
  | 'notes'
>;

/** The form's starting values for an existing event. */
export function formValuesOf(event: EditableEvent): EventFormValues {
  return {
    name: event.name,
    link: event.link,
    location: event.location,
    priority: event.priority,
    type: event.type,
    status: event.status,
    goal: event.goal,
    startDate: event.startDate,
    endDate: event.endDate,
    cfpDeadline: event.cfpDeadline ?? '',
    notes: event.notes ?? '',
  };
}

/** The form's fields as the version-conflict dialog names them. */
export const EVENT_CONFLICT_FIELDS: ConflictField<EditableEvent>[] = [
  { key: 'name', label: 'Event Name' },
  { key: 'link', label: 'Event URL' },
  { key: 'location', label: 'Location' },
  { key: 'priority', label: 'Priority' },
  { key: 'type', label: 'Event Type' },
  { key: 'status', label: 'Status' },
  { key: 'goal', label: 'Goals' },
  { key: 'startDate', label: 'Start Date' },
  { key: 'endDate', label: 'End Date' },
  { key: 'cfpDeadline', label: 'CFP Deadline' },
  { key: 'notes', label: 'Notes' },
];
