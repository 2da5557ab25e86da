import { expect, test, type Locator } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { AttendeesPage } from '../pages/attendees.page';
import { createEvent } from '../pages/workflows.page';

test.use({ storageState: DEMO_STATE });

/** Whether the option lies wholly inside its list's visible box. */
function inView(option: Locator) {
  return option.evaluate((element) => {
    const list = element.closest('[role="listbox"]')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return box.top >= list.top - 0.5 && box.bottom <= list.bottom + 0.5;
  });
}

test('the event picker searches in the API and keeps the highlight in view while arrowing', async ({
  page,
}) => {
  const tag = `${Date.now()}`;
  await page.goto('/');
  for (let index = 1; index <= 18; index += 1) {
    await createEvent(page, `Picker ${tag} ${String(index).padStart(2, '0')}`);
  }
  const attendees = new AttendeesPage(page);
  await attendees.open();
  await attendees.startAdd();
  await attendees.dialog.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('combobox', { name: 'Search events' }).fill(`Picker ${tag}`);
  const list = page.getByRole('listbox', { name: 'Events' });
  await expect(list.getByRole('option')).toHaveCount(18);

  for (let step = 0; step < 15; step += 1) await page.keyboard.press('ArrowDown');
  const highlighted = list.getByRole('option', { name: `Picker ${tag} 16`, exact: false });
  await expect(highlighted).toHaveAttribute('aria-selected', 'true');
  expect(await inView(highlighted)).toBe(true);
  await page.keyboard.press('Home');
  expect(await inView(list.getByRole('option', { name: `Picker ${tag} 01` }))).toBe(true);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(attendees.dialog.getByRole('combobox', { name: 'Event' })).toHaveText(
    new RegExp(`Picker ${tag} 18`),
  );
});
