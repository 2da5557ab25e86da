import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, SHARED_COLOURS_THEME, THEMES_OF_OWN_COLOURS } from '../pages/themes';
import { seedTrip, TripsPage } from '../pages/trips.page';

test.use({ storageState: DEMO_STATE });
test.beforeEach(async ({ page }) => followSystemTheme(page));

// The list and the trip page have colours of their own (status badges): both themes; the dialog
// is drawn with the shared tokens, so the default theme.
test('/trips, its Plan a trip dialog with lines, and a trip page have no serious violations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const trips = new TripsPage(page);
  const { event, trip } = await seedTrip(page, 'A11y Trips');
  await trips.open(`?eventId=${event.id}`);
  await expect(page.getByRole('link', { name: trip.travellerName }).first()).toBeVisible();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'list').toEqual([]);

  await trips.startPlan();
  await trips.addLine('$2,500', 'ticket');
  await trips.addLine('€1.200,50', 'lodging');
  await expect(trips.totals()).toContainText('€1,200.50');
  expect(await seriousViolationsInThemes(page, SHARED_COLOURS_THEME), 'dialog').toEqual([]);
  await page.keyboard.press('Escape');

  await trips.openTrip(trip.id);
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'trip page').toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await trips.open(`?eventId=${event.id}`);
  await expect(page.getByRole('link', { name: trip.travellerName }).first()).toBeVisible();
  expect(await seriousViolationsInThemes(page, SHARED_COLOURS_THEME), 'list at 390 px').toEqual([]);

  // A line's Remove sits at its card's top right beside the first label, not on a row alone.
  await trips.startPlan();
  const line = await trips.addLine('$2,500', 'ticket');
  const remove = (await line.getByRole('button', { name: 'Remove line 1' }).boundingBox())!;
  const category = (await line
    .getByRole('combobox', { name: 'Category of line 1' })
    .boundingBox())!;
  expect(remove.y + remove.height).toBeLessThanOrEqual(category.y + 1);
  expect(remove.x + remove.width).toBeGreaterThan(category.x + category.width - remove.width);
  expect(await seriousViolationsInThemes(page, SHARED_COLOURS_THEME), 'dialog at 390 px').toEqual(
    [],
  );
});
