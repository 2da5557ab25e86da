import type { Page } from '@playwright/test';
import { apiAs, unique, userId } from '../pages/workflows.page';

/** YYYY-MM-DD `days` from today in this process's zone (the browser's, in these runs). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Lines in the signed-in person's My week: a CFP closing in 5 days of a speaking event they made,
 * which starts in 10 days with two attendees, and a request of theirs waiting on the reviewer.
 */
export async function seedMyWeek(page: Page) {
  const event = await apiAs<{ id: number; name: string }>(page, 'POST', '/api/events', {
    name: unique('Week Summit'),
    link: 'https://example.org/week-summit',
    location: 'Lisbon, Portugal',
    startDate: dayFromToday(10),
    endDate: dayFromToday(11),
    cfpDeadline: dayFromToday(5),
    cfpLink: 'https://example.org/week-summit/cfp',
    goals: ['speaking', 'attending'],
  });
  for (const name of ['Ada Lovelace', 'Grace Hopper']) {
    await apiAs(page, 'POST', '/api/attendees', { event_id: event.id, name });
  }
  await apiAs(page, 'POST', '/api/approval-workflows', {
    title: unique('Ticket for the summit'),
    itemType: 'event',
    itemId: event.id,
    reviewerIds: [await userId(page, 'reviewer')],
    dueDate: dayFromToday(4),
  });
  return event;
}
