import { z } from 'zod';
import { calendarDate } from './common';

/** How far ahead My week looks for CFP deadlines and events: today to today + 14, as the dashboard. */
export const MY_WEEK_DAYS = 14;
/** How far ahead the new CFPs (discovered, matching my interests) look: today to today + 30. */
export const MY_WEEK_NEW_CFP_DAYS = 30;
/** Lines shown per list; `total` says how many there are. */
export const MY_WEEK_LINES_MAX = 10;

/** `today` lets the browser pass its local date, as the dashboard does; the server's clock otherwise. */
export const myWeekQuerySchema = z.object({ today: calendarDate().optional() });

/** One thing that needs the signed-in person: a record, the date it is about, and who is involved. */
export const myWeekLineSchema = z.object({
  /** The record's id (a workflow, an event, a CFP submission). */
  id: z.number().int(),
  title: z.string(),
  /** Where the line opens in the app: /approval-workflows/9, /events/12, … */
  href: z.string(),
  /** The date the line is about (due date, CFP deadline, start or end date); null when it has none. */
  date: z.string().nullable(),
  /** Days from today to `date`: negative when it has passed. */
  days: z.number().int().nullable(),
  /** When it was asked for (approvals): YYYY-MM-DD. */
  since: z.string().nullable(),
  /** One more fact: who asked, where it is, which event. */
  detail: z.string().nullable(),
  /** People involved: reviewers still to decide, who from the team goes, who submitted. */
  people: z.array(z.string()),
  /** How many more people than `people` lists. */
  morePeople: z.number().int(),
  /** The CFP's own page (CFP lines). */
  externalLink: z.string().nullable(),
  /** Set when the signed-in person can decide on this workflow from here (approve / reject). */
  decideWorkflowId: z.number().int().nullable(),
  /** Set on new-CFP lines: the discovered conference that Track and Dismiss act on. */
  discoveryId: z.number().int().nullable(),
});
export type MyWeekLine = z.infer<typeof myWeekLineSchema>;

/** One list of My week: one kind of line, its texts, and the first lines of it. */
export const myWeekSectionSchema = z.object({
  kind: z.string(),
  title: z.string(),
  /** What would appear here, said when there is nothing. */
  empty: z.string(),
  /** Words before the line's date: 'Due', 'Deadline', 'Starts', 'Ended'. */
  dateLabel: z.string(),
  /** Words before the lines' people: 'Going', 'Waiting on', 'Submitted by'. */
  peopleLabel: z.string().nullable(),
  /** Whether the list is of things already late (shown as such). */
  overdue: z.boolean(),
  /** All lines of this kind; at most MY_WEEK_LINES_MAX are in `lines`. */
  total: z.number().int(),
  lines: z.array(myWeekLineSchema),
});
export type MyWeekSection = z.infer<typeof myWeekSectionSchema>;

/** GET /api/me/week: what needs the signed-in person now and in the next 14 days. */
export const myWeekSchema = z.object({
  today: z.string(),
  /** The last day looked ahead to: today + 14. */
  until: z.string(),
  sections: z.array(myWeekSectionSchema),
});
export type MyWeek = z.infer<typeof myWeekSchema>;
