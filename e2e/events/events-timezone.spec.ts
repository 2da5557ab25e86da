import { expect, test } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { DEMO_STATE } from '../pages/auth-state';
import { EventsPage, uniqueName } from '../pages/events.page';

// Multi-step journeys: the first visit of a route loads its chunk, seconds on the shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const timezoneId of ['Pacific/Honolulu', 'Asia/Tokyo']) {
  test.describe(timezoneId, () => {
    test.use({ storageState: DEMO_STATE, timezoneId });

    test('dates shown are the dates entered', async ({ page }) => {
      const events = new EventsPage(page);
      const name = uniqueName(`TZ ${timezoneId}`);
      await events.open();
      await events.view('Cards');
      await events.create({
        name,
        link: 'https://example.org',
        location: 'Honolulu',
        startDate: '2027-03-01',
        endDate: '2027-03-02',
        cfpDeadline: '2027-02-01',
      });
      await events.search(name);
      await expect(events.card(name).getByText('Mar 1, 2027 - Mar 2, 2027')).toBeVisible();
      await events.view('Table');
      await expect(events.row(name)).toContainText('Mar 01, 2027 – Mar 02, 2027');
      await events.view('Calendar');
      await events.calendarMonth(format(parseISO('2027-03-01'), 'MMMM yyyy'));
      await expect(
        page.locator('[data-day="2027-03-01"]').getByRole('button', { name }),
      ).toBeVisible();
      await expect(
        page.locator('[data-day="2027-03-02"]').getByRole('button', { name }),
      ).toBeVisible();
      await expect(
        page.locator('[data-day="2027-03-03"]').getByRole('button', { name }),
      ).toHaveCount(0);
      await events.view('Cards');
      await events
        .card(name)
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      await expect(events.field('Start Date')).toHaveValue('2027-03-01');
      await expect(events.field('CFP Deadline')).toHaveValue('2027-02-01');
    });
  });
}
