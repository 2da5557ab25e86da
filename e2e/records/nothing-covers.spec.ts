import type { Locator, Page } from '@playwright/test';
import { CfpPage } from '../pages/cfp.page';
import { WorkflowsPage } from '../pages/workflows.page';
import { apiAs } from '../pages/workflows.page';
import { apiPost, createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of every control the header shows (menu, search, bell, theme, avatar…). */
async function headerControls(page: Page): Promise<Box[]> {
  const controls = page.locator('header').locator('a:visible, button:visible');
  const boxes: Box[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box) boxes.push(box);
  }
  expect(boxes.length).toBeGreaterThan(0);
  return boxes;
}

async function submission(page: Page) {
  const event = await createEvent(page, 'Covers Event');
  const title = uniqueName('Covered talk');
  const made = await apiPost<{ id: number }>(page, '/api/cfp-submissions', {
    eventId: event.id,
    title,
    abstract: 'a',
    submitterName: 'A',
    status: 'draft',
  });
  return { id: made.id, title, event };
}

const toastOf = (page: Page, title: string): Locator =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

for (const width of [1280, 390]) {
  test(`a toast never covers the header's controls at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    const { title, event } = await submission(page);
    const cfp = new CfpPage(page);
    await cfp.open(event.id);
    await cfp.changeStatus(title, 'Submitted');
    const toast = toastOf(page, 'Status Updated');
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    for (const control of await headerControls(page)) expect(overlaps(box, control)).toBe(false);
    // Bottom right on wide screens; on phones above the bottom edge, across the screen.
    const viewport = page.viewportSize()!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    if (width > 768) expect(box.x).toBeGreaterThan(viewport.width / 2);
  });
}

test('Undo puts a CFP status change back', async ({ page }) => {
  const { id, title, event } = await submission(page);
  const cfp = new CfpPage(page);
  await cfp.open(event.id);
  const status = page.getByRole('combobox', { name: `Status of ${title}` });
  await expect(status).toHaveText('Draft');
  await cfp.changeStatus(title, 'Accepted');
  await expect(status).toHaveText('Accepted');
  await toastOf(page, 'Status Updated').getByRole('button', { name: 'Undo' }).click();
  await expect(toastOf(page, 'Status Restored')).toBeVisible();
  await expect(status).toHaveText('Draft');
  const stored = await apiAs<{ status: string }>(page, 'GET', `/api/cfp-submissions/${id}`);
  expect(stored.status).toBe('draft');
});

test('the reviewer list closes on a click outside it and leaves Create Workflow clickable', async ({
  page,
}) => {
  const workflows = new WorkflowsPage(page);
  await workflows.open();
  const dialog = await workflows.openCreateDialog();
  await dialog.getByRole('combobox', { name: 'Reviewers' }).click();
  const list = page.getByRole('listbox', { name: 'Reviewers' });
  await page.getByRole('combobox', { name: 'Search users' }).fill('reviewer');
  await list
    .getByRole('option', { name: /reviewer/i })
    .first()
    .click();
  await expect(list).toBeVisible();
  // While the list is open the dialog's buttons stay uncovered.
  const create = dialog.getByRole('button', { name: 'Create Workflow' });
  await create.click({ trial: true, timeout: 5000 });

  await dialog.getByRole('heading', { name: 'Create Workflow' }).click();
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Selected reviewers' })).toContainText(/review/i);
  await create.click({ trial: true, timeout: 5000 });
});
