import { expect, test } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { DEMO_STATE } from '../pages/auth-state';
import { DashboardPage } from '../pages/dashboard.page';
import { postAsUser } from './api-as-user';

test.use({ storageState: DEMO_STATE });

/** The local calendar date `days` from today, as the browser (same machine and zone) counts. */
const inDays = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const monthOf = (date: string) => format(new Date(`${date}T12:00:00`), 'MMMM yyyy');
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

test('figures, lists and the chart count the data just created', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  const soon = { start: inDays(5), end: inDays(6), cfp: inDays(3) };
  const later = { start: inDays(40), end: inDays(41) };

  await dashboard.open();
  const before = await dashboard.figures();
  const meetupsBefore = await dashboard.chartCount(monthOf(soon.start), 'Meetup');
  const workshopsBefore = await dashboard.chartCount(monthOf(later.start), 'Workshop');

  const id = unique();
  const nearEvent = await postAsUser(page, '/api/events', {
    name: `Dash Meetup ${id}`,
    link: 'https://example.org/meetup',
    location: 'Lisbon',
    startDate: soon.start,
    endDate: soon.end,
    cfpDeadline: soon.cfp,
    cfpLink: 'https://example.org/cfp',
    type: 'meetup',
    priority: 'high',
  });
  const farEvent = await postAsUser(page, '/api/events', {
    name: `Dash Workshop ${id}`,
    link: 'https://example.org/workshop',
    location: 'Oslo',
    startDate: later.start,
    endDate: later.end,
    type: 'workshop',
  });
  for (const [title, status] of [
    [`Accepted talk ${id}`, 'accepted'],
    [`Pending talk ${id}`, 'submitted'],
  ] as const) {
    await postAsUser(page, '/api/cfp-submissions', {
      eventId: nearEvent.id,
      title,
      abstract: 'An abstract long enough to be a talk.',
      submitterName: 'Dana Dashboard',
      status,
      submissionDate: inDays(0),
    });
  }
  await postAsUser(page, '/api/attendees', { eventId: nearEvent.id, name: `Attendee ${id}` });
  await postAsUser(page, '/api/sponsorships', {
    eventId: nearEvent.id,
    sponsorName: `Sponsor ${id}`,
    tier: 'Gold',
    status: 'confirmed',
  });

  await dashboard.open();
  const after = await dashboard.figures();
  expect(after.events).toBeGreaterThanOrEqual(before.events + 2);
  expect(after.upcoming).toBeGreaterThanOrEqual(before.upcoming + 1);
  expect(after.submissions).toBeGreaterThanOrEqual(before.submissions + 2);
  expect(after.accepted).toBeGreaterThanOrEqual(before.accepted + 1);
  expect(after.attendees).toBeGreaterThanOrEqual(before.attendees + 1);
  expect(after.sponsorships).toBeGreaterThanOrEqual(before.sponsorships + 1);
  expect(after.confirmed).toBeGreaterThanOrEqual(before.confirmed + 1);

  // Lists are short (5 or 10); other journeys sharing the database may fill them with earlier items.
  const upcoming = dashboard.section('Upcoming Events');
  const nearLink = upcoming.getByRole('link', { name: `Dash Meetup ${id}` });
  if (await nearLink.count()) {
    await expect(nearLink.locator('xpath=../..')).toContainText('In 5 days');
  } else {
    await expect(upcoming.getByRole('listitem')).toHaveCount(5);
  }
  await expect(upcoming.getByText(`Dash Workshop ${id}`)).toHaveCount(0);

  const deadlines = dashboard.section('CFP Deadlines');
  const deadline = deadlines.getByRole('listitem').filter({ hasText: `Dash Meetup ${id}` });
  if (await deadline.count()) {
    const badge = deadline.getByText('3 days left');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-urgency', 'urgent');
  } else {
    await expect(deadlines.getByRole('listitem')).toHaveCount(10);
  }

  const recent = dashboard.section('Recent Submissions');
  await expect(recent.getByText(`Accepted talk ${id}`)).toBeVisible();
  await expect(
    recent
      .getByRole('listitem')
      .filter({ hasText: `Accepted talk ${id}` })
      .getByText('Accepted', { exact: true }),
  ).toBeVisible();

  expect(await dashboard.chartCount(monthOf(soon.start), 'Meetup')).toBeGreaterThanOrEqual(
    meetupsBefore + 1,
  );
  expect(await dashboard.chartCount(monthOf(later.start), 'Workshop')).toBeGreaterThanOrEqual(
    workshopsBefore + 1,
  );

  await recent
    .getByRole('link', { name: `Dash Meetup ${id}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${nearEvent.id}$`));
  expect(farEvent.id).toBeGreaterThan(0);
});

test('quick actions and Add Event lead to the working lists', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  const actions = dashboard.section('Quick Actions');
  for (const [name, path] of [
    ['Manage Events', '/events'],
    ['Track CFP Submissions', '/cfp-submissions'],
    ['Manage Attendees', '/attendees'],
    ['Manage Sponsorships', '/sponsorships'],
  ] as const) {
    await expect(actions.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await actions.getByRole('link', { name: 'Track CFP Submissions' }).click();
  await expect(page).toHaveURL(/\/cfp-submissions$/);
  await dashboard.open();
  await page.getByRole('link', { name: 'Add Event' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('a failed load says so and Retry loads the dashboard', async ({ page }) => {
  let fail = true;
  await page.route('**/api/dashboard?*', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { message: 'Dashboard is down' } })
      : route.continue(),
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Failed to load dashboard')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Dashboard is down')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Totals' })).toBeVisible();
});

test.describe('far east of UTC', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test("asks for the figures as of the browser's own calendar date", async ({ page }) => {
    const request = page.waitForRequest((req) => req.url().includes('/api/dashboard?'));
    await page.goto('/dashboard');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      new Date(),
    );
    expect(new URL((await request).url()).searchParams.get('today')).toBe(today);
  });
});
