import type { Event } from '@shared/schemas/event';

/** What the event form edits: every field as the inputs hold it (dates stay 'YYYY-MM-DD'). */
export type EventFormValues = {
  name: string;
  link: string;
  location: string;
  priority: string;
  type: string;
  goal: string[];
  startDate: string;
  endDate: string;
  cfpDeadline: string;
  notes: string;
};

/** Defaults: priority medium, type conference, goal attending. */
export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  link: '',
  location: '',
  priority: 'medium',
  type: 'conference',
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
  | 'name'
  | 'link'
  | 'location'
  | 'priority'
  | 'type'
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
    goal: event.goal,
    startDate: event.startDate,
    endDate: event.endDate,
    cfpDeadline: event.cfpDeadline ?? '',
    notes: event.notes ?? '',
  };
}
