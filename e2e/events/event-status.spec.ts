import { expect, test, type Page } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolationsInThemes } from '../pages/axe';
import { EventDetailPage } from '../pages/event-detail.page';
import { apiPost, dayFromToday, EventsPage, uniqueName } from '../pages/events.page';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

test.use({ storageState: DEMO_STATE });
// Multi-step journeys: the first visit of a route loads its chunk, seconds on the shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

async function createEvent(page: Page, name: string, days: [number, number] = [20, 21]) {
  return apiPost(page, '/api/events', {
    name,
    link: 'https://example.org',
    location: 'Lisbon',
    startDate: dayFromToday(days[0]),
    endDate: dayFromToday(days[1]),
  });
}

test('the status changes from the event page, and the history says so', async ({ page }) => {
  const events = new EventsPage(page);
  await events.open();
  const name = uniqueName('Status Summit');
  const event = await createEvent(page, name);
  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await detail.expectLoaded(name);
  await detail.changeStatus('Confirmed');
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change status (now Confirmed)' })).toBeVisible();
  const history = await detail.tab('History');
  await expect(history.getByText('Changed status from planning to confirmed')).toBeVisible();
});

test('rows chosen in the table get one status together; the filters find them', async ({
  page,
}) => {
  const events = new EventsPage(page);
  await events.open();
  const prefix = uniqueName('Bulk Fest');
  for (const suffix of ['A', 'B', 'C']) await createEvent(page, `${prefix} ${suffix}`);
  await createEvent(page, `${prefix} Old`, [-30, -29]);
  await events.view('Table');
  await events.search(prefix);
  await expect(events.row(`${prefix} C`)).toBeVisible();
  await events.selectRow(`${prefix} A`);
  await events.selectRow(`${prefix} B`);
  await expect(page.getByText('2 events selected')).toBeVisible();
  await events.setStatusOfSelected('Completed');
  await expect(page.getByText('2 events are now Completed.', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected events' })).toBeHidden();
  await expect(events.row(`${prefix} A`)).toContainText('Completed');
  await expect(events.row(`${prefix} B`)).toContainText('Completed');
  await expect(events.row(`${prefix} C`)).toContainText('Planning');

  await events.filter('status', 'Completed');
  await expect(page.getByTestId('event-row')).toHaveCount(2);
  await events.filter('status', 'All statuses');
  await events.when('Past');
  await expect(page.getByTestId('event-row')).toHaveCount(1);
  await expect(events.row(`${prefix} Old`)).toBeVisible();
  await events.when('Upcoming');
  await expect(page.getByTestId('event-row')).toHaveCount(3);
  await events.when('All');
  await expect(events.footer()).toHaveText('Showing 1 to 4 of 4 events');
});

test('status menu and bulk bar have no serious violations in either theme', async ({ page }) => {
  await followSystemTheme(page);
  const events = new EventsPage(page);
  await events.open();
  const name = uniqueName('A11y Status');
  const event = await createEvent(page, name);
  await events.view('Table');
  await events.search(name);
  await events.selectRow(name);
  await page
    .getByRole('region', { name: 'Selected events' })
    .getByRole('button', { name: 'Set status' })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Cancelled' })).toBeVisible();
  expect(
    await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS),
    'table with the bulk menu',
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await events.view('Cards');
  await events.when('Upcoming');
  await expect(events.card(name)).toContainText('Planning');
  expect(
    await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS),
    'cards with status and when',
  ).toEqual([]);
  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await detail.expectLoaded(name);
  await page.getByRole('button', { name: /^Change status/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Confirmed' })).toBeVisible();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'status menu').toEqual([]);
});
