import { expect, test } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { DEMO_STATE } from '../pages/auth-state';
import { EventDetailPage } from '../pages/event-detail.page';
import { dayFromToday, EventsPage, uniqueName } from '../pages/events.page';

test.use({ storageState: DEMO_STATE });
// Multi-step journeys: the first visit of a route loads its chunk, seconds on the shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

test('the add dialog shows every validation message on its field', async ({ page }) => {
  const events = new EventsPage(page);
  await events.open();
  await events.openAddDialog();
  await expect(
    events.dialog.getByText('Please enter the details of the event to add to the system.'),
  ).toBeVisible();
  await events.toggleGoal('Attending');
  await events.dialog.getByRole('button', { name: 'Save Event' }).click();
  await events.expectFieldError('Event Name', 'Event name is required');
  await events.expectFieldError('Event URL', 'Must be a valid URL');
  await events.expectFieldError('Location', 'Location is required');
  await events.expectFieldError('Start Date', 'Start date is required');
  await events.expectFieldError('End Date', 'End date is required');
  await expect(events.dialog.getByText('Select at least one goal')).toBeVisible();

  await events.fill({
    name: 'ab',
    link: 'not a url',
    location: 'xy',
    startDate: '2027-05-10',
    endDate: '2027-05-09',
    cfpDeadline: '2027-05-11',
  });
  await events.dialog.getByRole('button', { name: 'Save Event' }).click();
  await events.expectFieldError('Event Name', 'Event name must be at least 3 characters');
  await events.expectFieldError('Event URL', 'Must be a valid URL');
  await events.expectFieldError('Location', 'Location must be at least 3 characters');
  await events.expectFieldError('End Date', 'End date cannot be before start date');
  await events.expectFieldError(
    'CFP Deadline',
    'CFP deadline should be before the event start date',
  );
  await events.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(events.dialog).toBeHidden();
});

test('a created event is seen in the cards, table, calendar and its popover, and the map mode is remembered', async ({
  page,
}) => {
  const events = new EventsPage(page);
  const name = uniqueName('Lifecycle Conf');
  const start = dayFromToday(70);
  const end = dayFromToday(72);
  const cfp = dayFromToday(40);
  await events.open();
  await events.view('Cards');
  await events.create({
    name,
    link: 'https://example.org/conf',
    location: 'Lisbon',
    startDate: start,
    endDate: end,
    cfpDeadline: cfp,
    notes: 'Booth 12',
  });

  await events.search(name);
  const card = events.card(name);
  await expect(card).toBeVisible();
  const range = `${format(parseISO(start), 'MMM d, yyyy')} - ${format(parseISO(end), 'MMM d, yyyy')}`;
  await expect(card.getByText(range)).toBeVisible();
  await expect(events.footer()).toHaveText('Showing 1 to 1 of 1 event');
  await card.getByRole('button', { name: /Attendees/ }).click();
  await expect(page.getByText('No attendees found.')).toBeVisible();
  await page.keyboard.press('Escape');

  await events.view('Table');
  await expect(events.row(name)).toContainText(format(parseISO(start), 'MMM dd, yyyy'));

  await events.view('Calendar');
  await events.calendarMonth(format(parseISO(start), 'MMMM yyyy'));
  const startCell = page.locator(`[data-day="${start}"]`);
  await startCell.getByRole('button', { name }).click();
  const popover = page.getByRole('dialog', { name });
  await expect(popover.getByText('Lisbon')).toBeVisible();
  await expect(popover.getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    /\/events\/\d+$/,
  );
  await page.keyboard.press('Escape');
  await expect(page.locator(`[data-day="${end}"]`).getByRole('button', { name })).toBeVisible();

  await events.view('Map');
  await expect(page.getByText('Map View Coming Soon')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Map View Coming Soon')).toBeVisible();
});

test('an event is edited on its page, the edit shows in its history, and it is deleted after confirmation', async ({
  page,
}) => {
  const events = new EventsPage(page);
  const name = uniqueName('Edit Conf');
  await events.open();
  await events.view('Cards');
  await events.create({
    name,
    link: 'https://example.org/conf',
    location: 'Lisbon',
    startDate: dayFromToday(70),
    endDate: dayFromToday(72),
    notes: 'Booth 12',
  });
  await events.search(name);
  await events
    .card(name)
    .getByRole('link', { name: `View details of ${name}` })
    .click();
  const detail = new EventDetailPage(page);
  await detail.expectLoaded(name);
  await expect(page.getByText('Booth 12')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Event' }).click();
  await expect(events.dialog.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  await events.fill({ location: 'Porto' });
  await events.dialog.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Porto')).toBeVisible();

  const history = await detail.tab('History');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(/Porto|location/i);

  await page.getByRole('button', { name: 'Delete Event' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this event?')).toBeVisible();
  await expect(confirm).toContainText(`permanently delete the event “${name}”`);
  await expect(confirm).toContainText('No CFP submissions, attendees or sponsorships go with it.');
  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByText('Event Deleted', { exact: true })).toBeVisible();
  await events.search(name);
  await expect(events.footer()).toHaveText('Showing 0 to 0 of 0 events');
});
