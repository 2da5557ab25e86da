import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { ImportWizard } from '../pages/import-wizard.page';
import { seriousViolations, seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, SHARED_COLOURS_THEME, THEMES_OF_OWN_COLOURS } from '../pages/themes';

test.use({ storageState: DEMO_STATE });

for (const theme of SHARED_COLOURS_THEME) {
  test(`the import wizard's steps have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
    const tag = `${theme}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const wizard = new ImportWizard(page);
    await wizard.open();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await wizard.uploadCsv({
      name: 'a11y.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `Name,Link,Start Date,End Date,Location\r\nAxe Conf ${tag},https://axe.example.org,2032-05-01,2032-05-02,Online\r\n`,
      ),
    });
    await expect(wizard.dialog.getByText('a11y.csv: 5 columns, 1 row')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await wizard.preview();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await wizard.importAll(1);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
}

// At 390 px the preview's table is wider than the dialog: keyboard users scroll it by focusing
// its region (axe: scrollable-region-focusable). Both themes, for the focus ring and the badges.
test('at 390 px the preview table scrolls in a focusable, named region', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await followSystemTheme(page);
  const tag = `narrow-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.uploadCsv({
    name: 'narrow.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Name,Link,Start Date,End Date,Location\r\nNarrow Conf ${tag},https://narrow.example.org,2032-06-01,2032-06-02,Online\r\n`,
    ),
  });
  await wizard.preview();
  const region = wizard.dialog.getByRole('region', { name: 'First rows of the file' });
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await region.focus();
  await expect(region).toBeFocused();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS, '[role="dialog"]')).toEqual(
    [],
  );
});
