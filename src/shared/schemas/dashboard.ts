import { z } from 'zod';
import { calendarDate } from './common';

/** `today` lets the browser pass its local date; the server's UTC date otherwise. */
export const dashboardQuerySchema = z.object({ today: calendarDate().optional() });

const eventRef = {
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  type: z.string(),
  priority: z.string(),
};

/** GET /api/dashboard: counts and short lists computed by the database. */
export const dashboardSchema = z.object({
  today: z.string(),
  totals: z.object({
    events: z.number().int(),
    /** Events starting within the upcoming window (today + 30 days). */
    upcomingEvents: z.number().int(),
    cfpSubmissions: z.number().int(),
    acceptedSubmissions: z.number().int(),
    attendees: z.number().int(),
    sponsorships: z.number().int(),
    confirmedSponsorships: z.number().int(),
  }),
  upcomingEvents: z.array(
    z.object({
      ...eventRef,
      startDate: z.string(),
      endDate: z.string(),
      daysUntil: z.number().int(),
    }),
  ),
  cfpDeadlines: z.array(
    z.object({
      ...eventRef,
      startDate: z.string(),
      cfpDeadline: z.string(),
      cfpLink: z.string().nullable(),
      daysLeft: z.number().int(),
    }),
  ),
  recentSubmissions: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      submitterName: z.string(),
      status: z.string(),
      submissionDate: z.string(),
      eventId: z.number().int(),
      eventName: z.string(),
    }),
  ),
  /** The current month and the 11 after it; counts keyed by event type, every type present. */
  eventsPerMonth: z.array(
    z.object({
      month: z.string(),
      total: z.number().int(),
      counts: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
