import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { dayFromToday } from './my-week-seed';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/dashboard/new-cfps-shots.
// The e2e server does not sync the conference data (DISCOVERY=off), so My week's answer gains two
// new-CFP lines on the way to the page.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });

const line = (id: number, title: string, days: number, detail: string) => ({
  id,
  title,
  href: '/discover',
  date: dayFromToday(days),
  days,
  since: null,
  detail,
  people: [],
  morePeople: 0,
  externalLink: `https://conf${id}.example.org/cfp`,
  decideWorkflowId: null,
  discoveryId: id,
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`interests and new CFPs at ${width} px, ${scheme}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((theme) => localStorage.setItem('ospo-events-theme', theme), scheme);
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Notifications' }).click();
      const topics = page.getByRole('textbox', { name: 'Topics' });
      await topics.fill('javascript, devops');
      await page.getByRole('textbox', { name: 'Countries' }).fill('Germany');
      await page.getByRole('textbox', { name: 'Languages' }).fill('EN');
      await page.getByRole('checkbox', { name: 'Online conferences' }).check();
      await page.getByRole('button', { name: 'Save Interests' }).click();
      await expect(page.getByText('Interests Saved').first()).toBeVisible();
      await topics.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/interests-${width}-${scheme}.png`, fullPage: true });

      await page.route('**/api/me/week?*', async (route) => {
        const week = await (await route.fetch()).json();
        const section = week.sections.find((item: { kind: string }) => item.kind === 'newCfps');
        section.lines = [
          line(9001, 'JSConf Berlin', 6, 'Berlin, Germany'),
          line(9002, 'Remote DevOps Days', 21, 'Online'),
        ];
        section.total = 2;
        await route.fulfill({ json: week });
      });
      await page.goto('/dashboard');
      const list = page.locator('[data-kind="newCfps"]');
      await expect(list.getByRole('button', { name: 'Track JSConf Berlin' })).toBeVisible();
      await list.scrollIntoViewIfNeeded();
      await list.screenshot({ path: `${dir}/new-cfps-${width}-${scheme}.png` });
    });
  }
}
