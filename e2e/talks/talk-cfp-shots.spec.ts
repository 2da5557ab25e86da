import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { apiPost, uniqueName } from '../records/records-api';
import { eventWithOpenCfp } from './talk-seeds';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/talks/talk-cfp-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });

let event = { id: 0, name: '' };
let title = '';
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: DEMO_STATE });
  event = await eventWithOpenCfp(page, 'Talk Shots Conf', 9, 40);
  title = uniqueName('Typed APIs at scale: how we type every API from the database to the browser');
  const talk = await apiPost(page, '/api/talks', {
    title,
    abstract: 'How we type every API we ship, from the database to the browser.',
  });
  await apiPost(page, `/api/talks/${talk.id}/submissions`, { eventIds: [event.id] });
  await page.close();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`talks at events and the CFP form at ${width} px, ${scheme}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((theme) => localStorage.setItem('ospo-events-theme', theme), scheme);
      await page.goto('/events');
      await page
        .getByRole('searchbox', { name: 'Search events by name or location' })
        .fill(event.name);
      await expect(page.getByTestId('event-card').filter({ hasText: event.name })).toContainText(
        '1 talk',
        { timeout: 15_000 },
      );
      await page.screenshot({ path: `${dir}/events-talks-${width}-${scheme}.png` });
      await page.goto(`/events/${event.id}`);
      await page.getByRole('list', { name: 'Talks submitted' }).waitFor({ timeout: 15_000 });
      await page.screenshot({ path: `${dir}/event-talks-${width}-${scheme}.png`, fullPage: true });
      await page.goto(`/cfp-submissions?eventId=${event.id}`);
      await page.getByRole('button', { name: 'Add Submission' }).click({ timeout: 15_000 });
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Talk' }).click();
      await page.getByRole('combobox', { name: 'Search talks' }).fill(title);
      await page.getByRole('option', { name: new RegExp(title) }).waitFor();
      await page.screenshot({ path: `${dir}/cfp-picker-${width}-${scheme}.png` });
      await page.getByRole('option', { name: new RegExp(title) }).click();
      await dialog.getByRole('button', { name: 'Add Submission' }).click();
      await dialog.getByRole('alert').waitFor();
      await page.screenshot({ path: `${dir}/cfp-warning-${width}-${scheme}.png` });
    });
  }
}
