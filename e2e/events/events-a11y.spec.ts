import { expect, test, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { DEMO_STATE } from '../pages/auth-state';
import { apiPost, dayFromToday, EventsPage, uniqueName } from '../pages/events.page';
import { seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

async function createEvent(page: Page, name: string) {
  return apiPost(page, '/api/events', {
    name,
    link: 'https://example.org',
    location: 'Dublin',
    startDate: dayFromToday(3),
    endDate: dayFromToday(4),
    cfpDeadline: dayFromToday(2),
    priority: 'high',
    goals: ['speaking', 'attending'],
    notes: 'Accessibility check',
  });
}

const violations = (page: Page) => seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS);

test.use({ storageState: DEMO_STATE });
// Multi-step journeys: the first visit of a route loads its chunk, seconds on the shared 2-core
// machine; each screen is analysed in both themes.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await followSystemTheme(page);
});

test('cards, table and the add dialog have no serious violations in either theme', async ({
  page,
}) => {
  const events = new EventsPage(page);
  await events.open();
  const name = uniqueName('A11y Expo');
  await createEvent(page, name);
  await events.view('Cards');
  await events.search(name);
  await expect(events.card(name)).toBeVisible();
  expect(await violations(page), 'cards').toEqual([]);
  await events.view('Table');
  await expect(events.row(name)).toBeVisible();
  expect(await violations(page), 'table').toEqual([]);
  await events.openAddDialog();
  await events.dialog.getByRole('button', { name: 'Save Event' }).click();
  await expect(events.dialog.getByText('Event name is required')).toBeVisible();
  expect(await violations(page), 'add dialog').toEqual([]);
});

test('calendar and map have no serious violations in either theme', async ({ page }) => {
  const events = new EventsPage(page);
  await events.open();
  const prefix = uniqueName('A11y Cal');
  for (const suffix of ['A', 'B', 'C', 'D']) await createEvent(page, `${prefix} ${suffix}`);
  await events.view('Calendar');
  await events.search(prefix);
  await events.calendarMonth(format(parseISO(dayFromToday(3)), 'MMMM yyyy'));
  await expect(page.getByText('4 events this month')).toBeVisible();
  expect(await violations(page), 'calendar').toEqual([]);
  await page
    .locator(`[data-day="${dayFromToday(3)}"]`)
    .getByRole('button', { name: /^2 more on / })
    .click();
  const dayList = page.getByRole('dialog').filter({ has: page.getByTestId('day-entries') });
  await dayList.getByRole('button', { name: `${prefix} D` }).click();
  await expect(page.getByRole('dialog', { name: `${prefix} D` })).toBeVisible();
  expect(await violations(page), 'day list and event card').toEqual([]);
  await events.view('Map');
  await expect(page.getByText('Map View Coming Soon')).toBeVisible();
  expect(await violations(page), 'map').toEqual([]);
});

test('the event detail has no serious violations in either theme', async ({ page }) => {
  const events = new EventsPage(page);
  await events.open();
  const name = uniqueName('A11y Detail');
  const event = await createEvent(page, name);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await violations(page), 'detail').toEqual([]);
  await page.getByRole('tab', { name: 'Assets' }).click();
  await expect(page.getByRole('button', { name: 'Link Existing' })).toBeVisible();
  expect(await violations(page), 'assets tab').toEqual([]);
});
