import { expect, test, type Page } from '@playwright/test';
import { toAppOrigin } from '../pages/app-origin';
import { DEMO_STATE } from '../pages/auth-state';
import { apiPost, uniqueName } from '../records/records-api';
import { eventWithOpenCfp, guestSpeaker } from './talk-seeds';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/talks/talk-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });

let talkId = 0;
let speakerId = 0;

/** A headshot asset: a drawn PNG uploaded as a file, as the Assets screen does. */
async function uploadHeadshot(page: Page): Promise<number> {
  await toAppOrigin(page);
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 160;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3b82f6';
    context.fillRect(0, 0, 160, 160);
    context.fillStyle = '#fde68a';
    context.beginPath();
    context.arc(80, 64, 34, 0, Math.PI * 2);
    context.arc(80, 170, 64, 0, Math.PI * 2);
    context.fill();
    const blob = await new Promise<Blob>((done) => canvas.toBlob((png) => done(png!), 'image/png'));
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'))!;
    const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
    const form = new FormData();
    form.append('name', `Guest headshot ${Date.now()}`);
    form.append('type', 'headshot');
    form.append('description', 'The guest speaker at a conference.');
    form.append('file', blob, 'guest.png');
    const response = await fetch('/api/assets', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return ((await response.json()) as { id: number }).id;
  });
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: DEMO_STATE });
  const event = await eventWithOpenCfp(page, 'Shots Conf', 9, 40);
  const guest = await guestSpeaker(page, {
    name: 'Grace Guest',
    bio: 'Grace maintains a typed API toolkit and has spoken at twenty conferences.',
    links: ['grace.example', 'social.example/@grace'],
    headshotAssetId: await uploadHeadshot(page),
  });
  speakerId = guest.id;
  const talk = await apiPost(page, '/api/talks', {
    title: uniqueName('Typed APIs at scale'),
    abstract: 'How we type every API we ship, from the database to the browser.',
    shortDescription: 'Types end to end.',
    level: 'intermediate',
    format: 'workshop',
    durationMinutes: 90,
    language: 'English',
    tags: ['typescript', 'api'],
    speakers: [{ speakerId: guest.id }],
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
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('button', { name: 'Add external speaker' }).click();
      await page.getByRole('group', { name: 'New external speaker' }).waitFor();
      await page.screenshot({ path: `${dir}/talk-form-${width}-${scheme}.png` });
      await page.getByRole('combobox', { name: /^Speakers/ }).click();
      await page.getByRole('option').first().waitFor();
      await page.screenshot({ path: `${dir}/speaker-picker-${width}-${scheme}.png` });
      await page.keyboard.press('Escape');
      await page.goto(`/speakers/${speakerId}`);
      await expect(page.getByRole('img', { name: /^Headshot of/ })).toBeVisible({
        timeout: 15_000,
      });
      await page.screenshot({ path: `${dir}/speaker-${width}-${scheme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('combobox', { name: /Headshot/ }).waitFor();
      await page.screenshot({ path: `${dir}/speaker-form-${width}-${scheme}.png` });
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
