import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolationsInThemes } from '../pages/axe';
import { createSearchableEvent, partOf, SearchPalette } from '../pages/search.page';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

test.use({ storageState: DEMO_STATE });
// The first opening loads the dashboard's and the palette's chunks, seconds on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('Ctrl-K, part of an event’s name, Enter: the event’s page', async ({ page }) => {
  await page.goto('/dashboard');
  const event = await createSearchableEvent(page);
  const palette = new SearchPalette(page);
  await palette.openWithKeyboard();
  await palette.search(partOf(event.name), new RegExp(event.name));
  await expect(palette.option(new RegExp(event.name))).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible({
    timeout: 15_000,
  });
  await expect(palette.dialog).toBeHidden();

  // The search is remembered, and Escape gives focus back to the header's button.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(palette.option(partOf(event.name))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette.dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('the palette with results has no serious violations in either theme', async ({ page }) => {
  await followSystemTheme(page);
  await page.goto('/dashboard');
  const event = await createSearchableEvent(page, 'Axe Quokka Forum');
  const palette = new SearchPalette(page);
  await palette.openWithKeyboard();
  await palette.search(partOf(event.name), new RegExp(event.name));
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);
  await palette.input.fill('');
  await expect(palette.dialog.getByRole('group', { name: 'Go to' })).toBeVisible();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);
});
