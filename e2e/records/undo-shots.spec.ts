import { expect, test } from '@playwright/test';
import { AttendeesPage } from '../pages/attendees.page';
import { DEMO_STATE } from '../pages/auth-state';
import { ImportWizard } from '../pages/import-wizard.page';
import { createEvent, uniqueName } from './records-api';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/records/undo-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390]) {
    const size = { width, height: width > 500 ? 800 : 844 };

    test(`creation toast with View and Undo, ${theme} ${width}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
      const event = await createEvent(page, 'Undo Shot');
      const attendees = new AttendeesPage(page);
      await attendees.open(event.id);
      await attendees.startAdd();
      await attendees.fill({ name: uniqueName('Shot person') });
      await attendees.dialog.getByRole('button', { name: 'Add Attendee' }).click();
      await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
      await page.screenshot({ path: `${dir}/toast-undo-${theme}-${width}.png` });
    });

    test(`import preview, ${theme} ${width}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
      const wizard = new ImportWizard(page);
      await wizard.open();
      const tag = uniqueName('Shot Conf');
      await wizard.uploadCsv({
        name: 'shots.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          `Name,Link,Start Date,End Date,Location\r\n${tag},https://shots.example.org,2032-07-01,2032-07-02,Online\r\n`,
        ),
      });
      await wizard.preview();
      const region = wizard.dialog.getByRole('region', { name: 'First rows of the file' });
      await region.scrollIntoViewIfNeeded();
      await region.focus();
      await page.screenshot({ path: `${dir}/import-preview-${theme}-${width}.png` });
    });
  }
}
