import type { Page } from '@playwright/test';
import { AttendeesPage } from '../pages/attendees.page';
import { dayFromToday, EventsPage } from '../pages/events.page';
import { createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';

/** The toast area's toast titled `title`. */
const toastOf = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

test('Undo on the new attendee’s toast removes it from the list', async ({ page }) => {
  const event = await createEvent(page, 'Undo Attendee');
  const attendees = new AttendeesPage(page);
  await attendees.open(event.id);
  await attendees.startAdd();
  const name = uniqueName('Undone person');
  await attendees.fill({ name });
  await attendees.dialog.getByRole('button', { name: 'Add Attendee' }).click();

  const added = toastOf(page, 'Attendee Added');
  await expect(added.getByRole('link', { name: 'View' })).toBeVisible();
  await expect(attendees.row(name)).toBeVisible();
  await added.getByRole('button', { name: 'Undo' }).click();

  await expect(toastOf(page, 'Undone')).toContainText(`${name} has been removed.`);
  await expect(attendees.row(name)).toHaveCount(0);
  await expect(page.getByText(`No attendees found.`)).toBeVisible();
});

test('Undo of a new event from its own page goes back to the events list', async ({ page }) => {
  const events = new EventsPage(page);
  await events.open();
  const name = uniqueName('Undone event');
  await events.create({
    name,
    link: 'example.org',
    location: 'Lisbon',
    startDate: dayFromToday(40),
    endDate: dayFromToday(41),
  });
  const added = toastOf(page, 'Event Added');
  // The new event's page, opened from its card while the toast is still up.
  await events.search(name);
  await events.card(name).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await added.getByRole('button', { name: 'Undo' }).click();

  await expect(page).toHaveURL(/\/events$/);
  await expect(toastOf(page, 'Undone')).toContainText(`${name} has been removed.`);
  await events.search(name);
  await expect(events.card(name)).toHaveCount(0);
});
