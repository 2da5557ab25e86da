import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { EventDetailPage } from '../pages/event-detail.page';
import { seedTrip, TripsPage } from '../pages/trips.page';

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/trips/trips-shots.
const dir = process.env.SHOTS;
test.skip(!dir, 'SHOTS names the folder for the screenshots');
test.use({ storageState: DEMO_STATE });

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`trips at ${width} px, ${scheme}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((theme) => localStorage.setItem('ospo-events-theme', theme), scheme);
      const shot = (name: string) =>
        page.screenshot({ path: `${dir}/trips-${name}-${width}-${scheme}.png`, fullPage: true });
      const trips = new TripsPage(page);
      const { event, trip } = await seedTrip(page, 'Shots Trips');

      await trips.open();
      await expect(page.getByRole('link', { name: trip.travellerName }).first()).toBeVisible();
      await shot('list');

      await trips.open(`?eventId=${event.id}`);
      await trips.startPlan();
      await trips.addLine('$2,500', 'ticket');
      await trips.addLine('€1.200,50', 'lodging');
      await trips.addLine('300');
      await expect(trips.totals()).toContainText('€1,200.50');
      await trips.dialog.getByLabel('Notes').focus();
      await page.screenshot({ path: `${dir}/trips-plan-${width}-${scheme}.png` });
      await trips.dialog.getByLabel('Departure').fill('2027-05-12');
      await trips.dialog.getByLabel('Return').fill('2027-05-10');
      await trips.dialog.getByRole('button', { name: 'Plan trip' }).click();
      await expect(trips.dialog.getByText(/Return date must be/)).toBeVisible();
      await page.screenshot({ path: `${dir}/trips-plan-refused-${width}-${scheme}.png` });
      await page.keyboard.press('Escape');

      await trips.openTrip(trip.id);
      await shot('trip');

      const detail = new EventDetailPage(page);
      await detail.open(event.id);
      await detail.expectLoaded(event.name);
      if (width < 640)
        await page
          .getByRole('combobox', { name: 'Event sections' })
          .selectOption({ label: 'Trips' });
      else await detail.tab('Trips');
      await expect(page.getByRole('link', { name: 'View all trips' })).toBeVisible();
      await shot('event-tab');
    });
  }
}
