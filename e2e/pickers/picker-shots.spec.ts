import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { AttendeesPage } from '../pages/attendees.page';
import { ImportWizard } from '../pages/import-wizard.page';
import { createEvent, unique, WorkflowsPage } from '../pages/workflows.page';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/pickers/picker-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const name = (what: string) => `${dir}/${what}-${width}-${scheme}.png`;

    test(`pickers and a toast at ${width} px, ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      // The app's own choice (Settings) wins over the system's; this one follows the system.
      await page.addInitScript(() => localStorage.setItem('ospo-events-theme', 'system'));

      const workflows = new WorkflowsPage(page);
      await workflows.open();
      for (let index = 0; index < 14; index += 1) await createEvent(page, unique('Shot Conf'));
      const dialog = await workflows.openCreateDialog();
      await dialog.getByRole('combobox', { name: 'Reviewers' }).click();
      const reviewers = page.getByRole('listbox', { name: 'Reviewers' });
      await reviewers.getByRole('option').first().click();
      await page.keyboard.press('ArrowDown');
      await page.screenshot({ path: name('reviewer-picker') });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      const attendees = new AttendeesPage(page);
      await attendees.open();
      await attendees.startAdd();
      await attendees.dialog.getByRole('combobox', { name: 'Event' }).click();
      await expect(
        page.getByRole('listbox', { name: 'Events' }).getByRole('option').first(),
      ).toBeVisible();
      for (let step = 0; step < 12; step += 1) await page.keyboard.press('ArrowDown');
      await page.screenshot({ path: name('event-picker') });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      const wizard = new ImportWizard(page);
      await wizard.open();
      await wizard.upload({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
      await page.screenshot({ path: name('toast-over-dialog') });
    });
  }
}
