import { expect, test, type Page } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { EventsPage } from '../pages/events.page';

test.use({ storageState: DEMO_STATE });

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('pages and a validated form break no Content-Security-Policy rule', async ({ page }) => {
  const violations = await watchViolations(page);
  const events = new EventsPage(page);
  await events.open();
  // A form validated by its zod schema: zod's eval probe would be reported here.
  await events.openAddDialog();
  await events.dialog.getByRole('button', { name: 'Save Event' }).click();
  await expect(events.dialog.getByText('Event name is required')).toBeVisible();
  expect(await violations()).toEqual([]);
});
