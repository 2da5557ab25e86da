import { z } from 'zod';
import { calendarDate } from './common';
import { eventSchema } from './event';
import { eventFilterFields } from './event-list-query';

/** The widest range one calendar request may cover: a month grid is at most six weeks. */
export const CALENDAR_MAX_DAYS = 92;
/** Most events one calendar answer carries; X-Total-Count tells when more matched. */
export const CALENDAR_MAX_EVENTS = 2000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/**
 * GET /api/events/calendar: the events a calendar range shows — those running on one of its
 * days and those whose CFP deadline falls in it — with the list's filters.
 */
export const eventCalendarQuerySchema = z
  .object({
    ...eventFilterFields,
    from: calendarDate('From date is required'),
    to: calendarDate('To date is required'),
  })
  .superRefine(({ from, to }, ctx) => {
    if (to < from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To date cannot be before from date' });
    } else if (dayNumber(to) - dayNumber(from) + 1 > CALENDAR_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A calendar range covers at most ${CALENDAR_MAX_DAYS} days`,
      });
    }
  });
export type EventCalendarQuery = z.output<typeof eventCalendarQuerySchema>;

/** An event as a calendar shows it: its own fields and counts, without the lists behind them. */
export const calendarEventSchema = eventSchema
  .pick({
    id: true,
    name: true,
    link: true,
    location: true,
    startDate: true,
    endDate: true,
    cfpDeadline: true,
    priority: true,
    type: true,
    status: true,
    goal: true,
    notes: true,
    version: true,
    cfpCount: true,
    attendeeCount: true,
  })
  .extend({ tripReportCount: z.number().int() });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
