import { expect, test } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { seriousViolations } from '../pages/axe';
import { DEMO_STATE } from '../pages/auth-state';
import { apiPost, dayFromToday, EventsPage, uniqueName } from '../pages/events.page';

test.use({ storageState: DEMO_STATE });
// Month-by-month navigation on the shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const monthOf = (day: string) => format(parseISO(day), 'MMMM yyyy');

test('a CFP deadline shows in its own month, and a busy day folds into "+N more"', async ({
  page,
}) => {
  const events = new EventsPage(page);
  await events.open();
  const prefix = uniqueName('Cal');
  const cfpDay = dayFromToday(45);
  const busyDay = dayFromToday(120);
  const create = (name: string, fields: Record<string, unknown> = {}) =>
    apiPost(page, '/api/events', {
      name: `${prefix} ${name}`,
      link: 'https://example.org',
      location: 'Porto',
      startDate: busyDay,
      endDate: busyDay,
      goals: ['attending'],
      ...fields,
    });
  await create('Alpha', { priority: 'essential', cfpDeadline: cfpDay });
  for (const name of ['Bravo', 'Charlie', 'Delta']) await create(name, { priority: 'low' });

  await events.view('Calendar');
  await events.search(prefix);
  await events.calendarMonth(monthOf(cfpDay));
  const deadline = page
    .locator(`[data-day="${cfpDay}"]`)
    .getByRole('button', { name: `CFP: ${prefix} Alpha` });
  await expect(deadline).toBeVisible();
  await deadline.click();
  const card = page.getByRole('dialog', { name: `${prefix} Alpha` });
  await expect(card.getByText(/^CFP deadline: /)).toBeVisible();
  await page.keyboard.press('Escape');

  await events.calendarMonth(monthOf(busyDay));
  await expect(page.getByText('4 events this month')).toBeVisible();
  const cell = page.locator(`[data-day="${busyDay}"]`);
  await expect(cell.getByTestId('calendar-entry')).toHaveText([
    `${prefix} Alpha`,
    `${prefix} Bravo`,
  ]);
  await cell.getByRole('button', { name: /^2 more on / }).click();
  const dayList = page.getByRole('dialog', {
    name: format(parseISO(busyDay), 'EEEE, MMMM d, yyyy'),
  });
  await expect(dayList.getByTestId('calendar-entry')).toHaveText(
    ['Alpha', 'Bravo', 'Charlie', 'Delta'].map((name) => `${prefix} ${name}`),
  );
  await dayList.getByRole('button', { name: `${prefix} Delta` }).click();
  const delta = page.getByRole('dialog', { name: `${prefix} Delta` });
  await delta.getByRole('button', { name: 'Edit Event' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  await expect(events.field('Event Name')).toHaveValue(`${prefix} Delta`);
  await events.fill({ location: 'Braga' });
  await events.dialog.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText('Event Updated', { exact: true })).toBeVisible();
  await cell.getByRole('button', { name: /^2 more on / }).click();
  await dayList.getByRole('button', { name: `${prefix} Delta` }).click();
  await expect(page.getByRole('dialog', { name: `${prefix} Delta` })).toContainText('Braga');
});

test('on a phone the month fits the screen, days show dots and a tap lists the day', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const events = new EventsPage(page);
  await events.open();
  const prefix = uniqueName('Phone');
  const day = dayFromToday(60);
  for (const name of ['One', 'Two', 'Three', 'Four']) {
    await apiPost(page, '/api/events', {
      name: `${prefix} ${name}`,
      link: 'https://example.org',
      location: 'Faro',
      startDate: day,
      endDate: day,
      goals: ['attending'],
    });
  }
  await events.view('Calendar');
  await events.search(prefix);
  await events.calendarMonth(monthOf(day));
  const grid = page.getByRole('grid');
  const box = await grid.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const cell = page.locator(`[data-day="${day}"]`);
  await expect(cell.getByTestId('calendar-dot')).toHaveCount(3);
  await expect(cell).toContainText('+1');
  expect(await seriousViolations(page), 'phone calendar').toEqual([]);

  const longDate = format(parseISO(day), 'EEEE, MMMM d, yyyy');
  await cell.getByRole('button', { name: `${longDate}, 4 entries` }).click();
  const dayList = page.getByRole('dialog', { name: longDate });
  await expect(dayList.getByTestId('calendar-entry')).toHaveCount(4);
  await dayList.getByRole('button', { name: `${prefix} Three` }).click();
  await expect(page.getByRole('dialog', { name: `${prefix} Three` })).toContainText('Faro');
  expect(await seriousViolations(page), 'phone day list and card').toEqual([]);
});
