import { expect, test } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { DEMO_STATE } from './pages/auth-state';
import { seriousViolations, seriousViolationsInThemes } from './pages/axe';
import { DiscoverPage } from './pages/discover.page';
import { EventDetailPage } from './pages/event-detail.page';
import { accessToken, EventsPage } from './pages/events.page';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from './pages/themes';

test.use({ storageState: DEMO_STATE });
// The first test waits for the server's first sync, which stores the shipped snapshot.
test.describe.configure({ timeout: 90_000 });

test('discover, filter, track a conference with an open CFP and find its deadline in the calendar', async ({
  page,
}) => {
  const discover = new DiscoverPage(page);
  await page.goto('/dashboard');
  await discover.waitForConferenceData();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Discover' })
    .click();
  await expect(page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible();

  await discover.toggle('Has a CFP');
  await expect(page).toHaveURL(/cfp=1/);
  const { name, entry } = await discover.firstOpenUntracked();
  await discover.search(name);
  await expect(page).toHaveURL(/q=/);
  await expect(entry).toContainText(/CFP deadline .*: closes/);

  await entry.getByRole('button', { name: `Track ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Track ${name}` });
  await dialog.getByRole('combobox', { name: 'Priority' }).click();
  await page.getByRole('option', { name: 'High' }).click();
  await dialog.getByRole('checkbox', { name: 'Speaking' }).check();
  await dialog.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(dialog).toBeHidden();
  const added = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Event Added' });
  await expect(added).toBeVisible();
  await expect(entry.getByText('Tracked as')).toBeVisible();
  await expect(entry.getByRole('button', { name: `Track ${name}` })).toHaveCount(0);

  await added.getByRole('link', { name: 'View', exact: true }).click();
  const detail = new EventDetailPage(page);
  await detail.expectLoaded(name);
  const eventId = Number(/\/events\/(\d+)/.exec(page.url())![1]);
  const token = await accessToken(page);
  const event = (await (
    await page.request.get(`/api/events/${eventId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as { cfpDeadline: string; source: string; priority: string };
  expect(event).toMatchObject({ source: 'suggested', priority: 'high' });
  await expect(page.getByRole('note')).toContainText(
    `CFP deadline: ${format(parseISO(event.cfpDeadline), 'MMM d, yyyy')}`,
  );

  const events = new EventsPage(page);
  await events.open();
  await events.view('Calendar');
  await events.search(name);
  await events.calendarMonth(format(parseISO(event.cfpDeadline), 'MMMM yyyy'));
  await expect(
    page.locator(`[data-day="${event.cfpDeadline}"]`).getByRole('button', { name: `CFP: ${name}` }),
  ).toBeVisible();
});

test('Interested keeps a conference in my list; Dismiss hides it until Show dismissed', async ({
  page,
}) => {
  const discover = new DiscoverPage(page);
  await page.goto('/dashboard');
  await discover.waitForConferenceData();
  // Conferences without a CFP: the journey above tracks one with an open CFP.
  await discover.open();
  const { name, entry: mine } = await discover.first({ hasText: 'No CFP deadline listed' });
  await discover.search(name);
  await mine.getByRole('button', { name: 'Interested' }).click();
  await expect(mine.getByRole('button', { name: 'Interested' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await discover.toggle('Interested only');
  await expect(mine).toBeVisible();
  await discover.toggle('Interested only');

  await mine.getByRole('button', { name: `Dismiss ${name}` }).click();
  await expect(page.getByText('Dismissed', { exact: true }).first()).toBeVisible();
  await expect(mine).toHaveCount(0);
  await discover.toggle('Show dismissed');
  await mine.getByRole('button', { name: 'Show again' }).click();
  await discover.toggle('Show dismissed');
  await expect(mine).toBeVisible();
});

test('Discover and its Track dialog have no serious accessibility violations in either theme', async ({
  page,
}) => {
  await followSystemTheme(page);
  const discover = new DiscoverPage(page);
  await page.goto('/dashboard');
  await discover.waitForConferenceData();
  await discover.open();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'list').toEqual([]);
  await discover.entries
    .getByRole('button', { name: /^Track / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'track dialog').toEqual([]);
});

test('Admin lists the syncs of the conference data and runs one on demand', async ({ page }) => {
  const discover = new DiscoverPage(page);
  await page.goto('/dashboard');
  await discover.waitForConferenceData();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Conference data' }).click();
  await expect(page).toHaveURL(/\/admin\/conference-data$/);
  const syncs = page.getByRole('table', { name: 'Syncs' });
  await expect(syncs.getByRole('row').filter({ hasText: 'Shipped snapshot' })).toBeVisible();

  // The e2e server's source is a closed local port: the sync fails and says why.
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sync failed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(syncs.getByRole('row').nth(1)).toContainText('http://127.0.0.1:9');
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone nothing runs off the screen and an entry’s buttons stay apart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const discover = new DiscoverPage(page);
  await page.goto('/dashboard');
  await discover.waitForConferenceData();
  await discover.open();
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(390);
  const { entry } = await discover.first();
  const boxes = [];
  for (const button of await entry.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    boxes.push(box);
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart).toBe(true);
    }
  }
  await page.goto('/admin/conference-data');
  await expect(page.getByRole('heading', { name: 'Conference data' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(390);
});
