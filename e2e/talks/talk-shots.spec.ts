import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { dayFromToday } from '../pages/events.page';
import { apiPost, uniqueName } from '../records/records-api';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/talks/talk-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });

let talkId = 0;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: DEMO_STATE });
  const event = await apiPost(page, '/api/events', {
    name: uniqueName('Shots Conf'),
    link: 'https://example.org/conf',
    location: 'Lisbon',
    startDate: dayFromToday(40),
    endDate: dayFromToday(41),
    cfpDeadline: dayFromToday(9),
    goals: ['speaking'],
  });
  const talk = await apiPost(page, '/api/talks', {
    title: uniqueName('Typed APIs at scale'),
    abstract: 'How we type every API we ship, from the database to the browser.',
    shortDescription: 'Types end to end.',
    level: 'intermediate',
    format: 'workshop',
    durationMinutes: 90,
    language: 'English',
    tags: ['typescript', 'api'],
  });
  talkId = talk.id;
  await apiPost(page, `/api/talks/${talk.id}/submissions`, { eventIds: [event.id] });
  await page.close();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`talk screens at ${width} px, ${scheme}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((theme) => localStorage.setItem('ospo-events-theme', theme), scheme);
      await page.goto('/talks');
      await page.getByRole('navigation', { name: 'Pagination' }).waitFor({ timeout: 15_000 });
      await page.screenshot({ path: `${dir}/talks-${width}-${scheme}.png`, fullPage: true });
      await page.goto(`/talks/${talkId}`);
      await expect(page.getByTestId('acceptance-rate')).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `${dir}/talk-${width}-${scheme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Submit to CFP' }).click();
      await page.getByRole('dialog').getByRole('checkbox').first().waitFor();
      await page.screenshot({ path: `${dir}/submit-${width}-${scheme}.png` });
    });
  }
}

test('the top bar with the Talks entry at 1024 px, the narrowest desktop bar', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/talks');
  await expect(page.getByRole('heading', { name: 'Talks', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const account = page.getByRole('button', { name: 'User menu' });
  await page.screenshot({
    path: `${dir}/topbar-1024.png`,
    clip: { x: 0, y: 0, width: 1024, height: 80 },
  });
  const box = await account.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1024);
});
