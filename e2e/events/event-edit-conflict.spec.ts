import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolations } from '../pages/axe';
import { EventDetailPage } from '../pages/event-detail.page';
import { accessToken, apiPost, dayFromToday, EventsPage, uniqueName } from '../pages/events.page';

// Two people (two browser contexts) editing one event at the same time.
test.use({ storageState: DEMO_STATE });
test.describe.configure({ timeout: 90_000 });

async function personAt(browser: Browser, eventId: number, name: string) {
  const context = await browser.newContext({ storageState: DEMO_STATE });
  const page = await context.newPage();
  const detail = new EventDetailPage(page);
  await detail.open(eventId);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  return { context, page, events: new EventsPage(page) };
}

async function openEdit(page: Page, events: EventsPage) {
  await page.getByRole('button', { name: 'Edit Event' }).click();
  await expect(events.dialog.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
}

async function update(events: EventsPage) {
  await events.dialog.getByRole('button', { name: 'Update Event' }).click();
}

test('the second of two people saving one event sees what changed, and Reload and Overwrite both work', async ({
  browser,
  page,
}) => {
  await new EventsPage(page).open();
  const name = uniqueName('Conflict Conf');
  const { id } = await apiPost(page, '/api/events', {
    name,
    link: 'https://example.org/conflict',
    location: 'Brussels',
    startDate: dayFromToday(60),
    endDate: dayFromToday(61),
    notes: 'Booth B',
  });
  const ada = await personAt(browser, id, name);
  const bob = await personAt(browser, id, name);
  await openEdit(ada.page, ada.events);
  await openEdit(bob.page, bob.events);

  // Ada saves first.
  await ada.events.field('Location').fill('Ghent');
  await update(ada.events);
  await expect(ada.page.getByText('Event Updated', { exact: true })).toBeVisible();
  await expect(ada.events.dialog).toBeHidden();

  // Bob's save meets Ada's version: the conflict dialog shows her change, nothing is saved.
  const renamed = `${name} Renamed`;
  await bob.events.field('Event Name').fill(renamed);
  await update(bob.events);
  const conflict = bob.page.getByRole('alertdialog', {
    name: 'This event was changed by someone else',
  });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('row', { name: /Location/ })).toHaveText(/LocationBrusselsGhent/);
  expect(await seriousViolations(bob.page, '[role="alertdialog"]'), 'conflict dialog').toEqual([]);

  // Reload: Ada's location comes into the form, Bob's rename is gone until he types it again.
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toBeHidden();
  await expect(bob.events.field('Location')).toHaveValue('Ghent');
  await expect(bob.events.field('Event Name')).toHaveValue(name);

  // Ada opens the editor again (her page holds her own save) while Bob saves the rename.
  await openEdit(ada.page, ada.events);
  await bob.events.field('Event Name').fill(renamed);
  await update(bob.events);
  await expect(bob.page.getByText('Event Updated', { exact: true })).toBeVisible();
  await expect(bob.page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Ada's save meets Bob's rename; she overwrites it with her form.
  await ada.events.field('Notes').fill('Booth C');
  await update(ada.events);
  const adaConflict = ada.page.getByRole('alertdialog');
  await expect(adaConflict.getByRole('row', { name: /Event Name/ })).toContainText(renamed);
  await adaConflict.getByRole('button', { name: 'Overwrite' }).click();
  await expect(ada.page.getByText('Event Updated', { exact: true })).toBeVisible();
  await expect(ada.events.dialog).toBeHidden();

  const token = await accessToken(page);
  const stored = await page.request.get(`/api/events/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(stored.headers().etag).toBe('"4"');
  expect(await stored.json()).toMatchObject({
    name,
    location: 'Ghent',
    notes: 'Booth C',
    version: 4,
  });
  await ada.context.close();
  await bob.context.close();
});
