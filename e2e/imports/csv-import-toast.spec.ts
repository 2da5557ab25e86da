import { expect, test, type Locator } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { ImportWizard } from '../pages/import-wizard.page';

test.use({ storageState: DEMO_STATE });

/** Whether a click at the centre of the element would reach it (nothing drawn on top of it). */
function isTopmost(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

for (const width of [1280, 390]) {
  test(`at ${width} px a toast never covers the dialog's close button or the Import button right after Preview`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const wizard = new ImportWizard(page);
    await wizard.open();
    // A refused file leaves a toast up (5 s) while the next file goes straight on to the preview.
    await wizard.upload({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
    // The toast stays clear of the dialog: its close button takes a click while the toast is up.
    const closeDialog = wizard.dialog.getByRole('button', { name: 'Close', exact: true });
    expect(await isTopmost(closeDialog)).toBe(true);
    await expect(page.locator('ol[data-placement]')).toHaveAttribute(
      'data-placement',
      /side|above|below|middle/,
    );
    if (width === 1280) {
      // The wizard leaves room above it: the toast does not touch the dialog at all.
      const toastBox = (await page.locator('ol[data-placement] > li').boundingBox())!;
      const dialogBox = (await wizard.dialog.boundingBox())!;
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(dialogBox.y);
    }
    await wizard.uploadCsv({
      name: 'events.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'Name,Link,Start Date,End Date,Location',
          `Toast Conf ${tag},https://toast.example.org,2034-02-01,2034-02-02,Online`,
          `Toast Summit ${tag},https://toast.example.org/summit,2034-03-01,2034-03-02,Online`,
        ].join('\n'),
      ),
    });
    // The mapping step says what was read; no toast says it again.
    await expect(wizard.dialog.getByText('events.csv: 5 columns, 2 rows')).toBeVisible();
    await expect(page.getByText('CSV uploaded successfully')).toHaveCount(0);
    await wizard.previewButton.scrollIntoViewIfNeeded();
    expect(await isTopmost(wizard.previewButton)).toBe(true);
    await wizard.preview();

    const importButton = wizard.importButton(2);
    await importButton.scrollIntoViewIfNeeded();
    expect(await isTopmost(importButton)).toBe(true);
    // A click goes through at once: it does not wait for a toast to fade.
    await importButton.click({ timeout: 1000 });
    await expect(wizard.dialog.getByRole('heading', { name: 'Import Complete' })).toBeVisible({
      timeout: 90_000,
    });
  });
}
