import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { apiPost, createEvent, uniqueName } from './records-api';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/records/list-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });

const SCREENS = [
  ['events', '/events'],
  ['attendees', '/attendees'],
  ['sponsorships', '/sponsorships'],
  ['cfp-submissions', '/cfp-submissions'],
  ['assets', '/assets'],
  ['stakeholders', '/stakeholders'],
  ['workflows', '/approval-workflows'],
  ['users', '/admin/users'],
  ['audit', '/admin/audit'],
] as const;

let eventId = 0;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: DEMO_STATE });
  const event = await createEvent(page, 'Shots');
  eventId = event.id;
  const tag = uniqueName('Shot');
  for (let index = 0; index < 30; index++) {
    await apiPost(page, '/api/attendees', { eventId, name: `${tag} ${index}`, role: 'Speaker' });
  }
  await apiPost(page, '/api/sponsorships', {
    eventId,
    sponsorName: `${tag} Sponsor`,
    tier: 'Gold',
    status: 'confirmed',
    amount: '5000',
    currency: 'EUR',
    contactName: 'Sam Sponsor',
    contactEmail: 'sam@example.org',
  });
  await apiPost(page, '/api/cfp-submissions', {
    eventId,
    title: `${tag} talk`,
    abstract: 'An abstract for the screenshots.',
    submitterName: 'Sam Speaker',
  });
  await apiPost(page, '/api/stakeholders', {
    name: `${tag} Person`,
    email: 'person@example.org',
    role: 'legal_reviewer',
    organization: 'Example',
  });
  await apiPost(page, '/api/tokens', { name: `${tag} token`, access: 'read' });
  await page.close();
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`list screens and their pager at ${width} px, ${scheme}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((theme) => localStorage.setItem('ospo-events-theme', theme), scheme);
      for (const [name, path] of SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
        await page
          .getByRole('navigation', { name: 'Pagination' })
          .or(page.getByText(/^No .* found/))
          .first()
          .waitFor();
        await page.screenshot({ path: `${dir}/${name}-${width}-${scheme}.png`, fullPage: true });
      }
      await page.goto(`/events/${eventId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByText('View all attendees').waitFor();
      await page.screenshot({ path: `${dir}/event-${width}-${scheme}.png`, fullPage: true });
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'API Tokens', exact: true }).click();
      await page
        .getByRole('button', { name: /^Revoke / })
        .first()
        .waitFor();
      await page.screenshot({ path: `${dir}/api-tokens-${width}-${scheme}.png`, fullPage: true });
      await page.goto(`/attendees?eventId=${eventId}&page=2`);
      await expect(page.getByText('Showing 26 to 30 of 30 attendees')).toBeVisible();
      await page.screenshot({
        path: `${dir}/attendees-page2-${width}-${scheme}.png`,
        fullPage: true,
      });
    });
  }
}
