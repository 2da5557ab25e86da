import { expect, test } from '@playwright/test';
import { AttendeesPage } from '../pages/attendees.page';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolationsInThemes } from '../pages/axe';
import { EventDetailPage } from '../pages/event-detail.page';
import { apiPost, dayFromToday, EventsPage, uniqueName } from '../pages/events.page';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

test.use({ storageState: DEMO_STATE });
// Multi-step journeys: the first visit of a route loads its chunk, seconds on the shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

test('an empty tab’s Add opens the add dialog for the event, and its toast has View', async ({
  page,
}) => {
  await new EventsPage(page).open();
  const name = uniqueName('Empty Tabs Camp');
  const event = await apiPost(page, '/api/events', {
    name,
    link: 'https://example.org',
    location: 'Porto',
    startDate: dayFromToday(30),
    endDate: dayFromToday(31),
  });
  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await detail.expectLoaded(name);

  const cfp = await detail.tab('CFP Submissions');
  await expect(cfp.getByRole('link', { name: 'Add CFP Submission' })).toHaveAttribute(
    'href',
    `/cfp-submissions?eventId=${event.id}&add=1`,
  );
  const sponsorships = await detail.tab('Sponsorships');
  await expect(sponsorships.getByRole('link', { name: 'Add Sponsorship' })).toHaveAttribute(
    'href',
    `/sponsorships?eventId=${event.id}&add=1`,
  );

  const attendeesTab = await detail.tab('Attendees');
  await expect(attendeesTab.getByText('No attendees found.')).toBeVisible();
  await attendeesTab.getByRole('link', { name: 'Add Attendee' }).click();

  const attendees = new AttendeesPage(page);
  await expect(attendees.dialog.getByRole('heading', { name: 'Add Attendee' })).toBeVisible();
  // The event is chosen already: the dialog names it and offers no picker.
  await expect(attendees.dialog).toContainText(name);
  await expect(attendees.dialog.getByRole('combobox', { name: 'Event' })).toHaveCount(0);
  await attendees.fill({ name: 'Grace Attendee' });
  await attendees.dialog.getByRole('button', { name: 'Add Attendee' }).click();
  await expect(attendees.toast('Attendee Added')).toBeVisible();
  await expect(attendees.dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/attendees\\?eventId=${event.id}$`));
  await expect(attendees.row('Grace Attendee')).toBeVisible();

  await page.getByRole('link', { name: 'View', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/attendees\\?eventId=${event.id}$`));

  // A new event's toast opens the event.
  const events = new EventsPage(page);
  await events.open();
  const made = uniqueName('Viewed Event');
  await events.create({
    name: made,
    link: 'https://example.org',
    location: 'Faro',
    startDate: dayFromToday(40),
    endDate: dayFromToday(41),
  });
  await page.getByRole('link', { name: 'View', exact: true }).click();
  await detail.expectLoaded(made);
});

test('empty tabs and lists with their Add have no serious violations in either theme', async ({
  page,
}) => {
  await followSystemTheme(page);
  await new EventsPage(page).open();
  const name = uniqueName('Empty A11y');
  const event = await apiPost(page, '/api/events', {
    name,
    link: 'https://example.org',
    location: 'Braga',
    startDate: dayFromToday(30),
    endDate: dayFromToday(31),
  });
  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  const tab = await detail.tab('Attendees');
  await expect(tab.getByRole('link', { name: 'Add Attendee' })).toBeVisible();
  expect(
    await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS),
    'empty attendees tab',
  ).toEqual([]);
  await page.goto(`/sponsorships?eventId=${event.id}`);
  await expect(page.getByRole('button', { name: 'Add a sponsorship' })).toBeVisible();
  expect(
    await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS),
    'empty sponsorships list',
  ).toEqual([]);
});
