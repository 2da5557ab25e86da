import { CfpPage } from '../pages/cfp.page';
import { apiPost, createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';

test('adds a submission after showing every validation message', async ({ page }) => {
  const event = await createEvent(page, 'CFP Add Event');
  const cfp = new CfpPage(page);
  await cfp.open();
  await cfp.startAdd();
  await expect(cfp.dialog.getByLabel('Submitter Name')).toHaveValue('Demo User');
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (part: number) => String(part).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await expect(cfp.dialog.getByLabel('Submission Date')).toHaveValue(today);
  await cfp.fill({ submitter: '' });
  await cfp.dialog.getByRole('button', { name: 'Add Submission' }).click();
  // The event, the title, the abstract and the cleared submitter name.
  for (const field of ['Event', 'Title', 'Abstract', 'Submitter Name']) {
    await expect(cfp.dialog.getByText(`${field} is required`, { exact: true })).toBeVisible();
  }
  await expect(cfp.dialog.getByText('Required', { exact: true })).toHaveCount(0);
  await expect(cfp.dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(cfp.dialog.getByRole('combobox', { name: 'Event' })).toBeFocused();

  const title = uniqueName('Governance at scale');
  await cfp.pickEvent(event.name);
  await cfp.fill({
    title,
    abstract: 'What we learned.',
    submitter: 'Ada Lovelace',
    status: 'Submitted',
  });
  await cfp.dialog.getByRole('button', { name: 'Add Submission' }).click();
  await expect(cfp.toast('CFP Submission Added')).toBeVisible();
  await expect(cfp.dialog).toBeHidden();
  await expect(cfp.row(title)).toContainText('Ada Lovelace');
  await expect(cfp.row(title)).toContainText(event.name);
  await expect(page.getByRole('combobox', { name: `Status of ${title}` })).toHaveText('Submitted');
});

test('?eventId= narrows the list and fixes the event of a new submission', async ({ page }) => {
  const [mine, other] = [
    await createEvent(page, 'CFP Narrow'),
    await createEvent(page, 'CFP Other'),
  ];
  const kept = uniqueName('Kept talk');
  const hidden = uniqueName('Other talk');
  await apiPost(page, '/api/cfp-submissions', {
    eventId: mine.id,
    title: kept,
    abstract: 'a',
    submitterName: 'A',
  });
  await apiPost(page, '/api/cfp-submissions', {
    eventId: other.id,
    title: hidden,
    abstract: 'b',
    submitterName: 'B',
  });

  const cfp = new CfpPage(page);
  await cfp.open(mine.id);
  await expect(page.getByText(`Submissions for ${mine.name}.`)).toBeVisible();
  await expect(cfp.row(kept)).toBeVisible();
  await expect(cfp.row(hidden)).toHaveCount(0);

  await cfp.startAdd();
  await expect(cfp.dialog.getByRole('combobox', { name: 'Event' })).toHaveCount(0);
  await expect(cfp.dialog.getByText(mine.name)).toBeVisible();
  const added = uniqueName('Added here');
  await cfp.fill({ title: added, abstract: 'Abstract' });
  await cfp.dialog.getByRole('button', { name: 'Add Submission' }).click();
  await expect(cfp.toast('CFP Submission Added')).toBeVisible();
  await expect(cfp.row(added)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Event' })).toHaveCount(0);
});

test('searches, filters by status and sorts in the API', async ({ page }) => {
  test.slow(); // many API round trips on a shared machine
  const event = await createEvent(page, 'CFP Sort');
  const tag = uniqueName('Sortable');
  for (const [title, status] of [
    [`${tag} Bravo`, 'accepted'],
    [`${tag} Alpha`, 'draft'],
    [`${tag} Charlie`, 'rejected'],
  ]) {
    await apiPost(page, '/api/cfp-submissions', {
      eventId: event.id,
      title,
      abstract: 'x',
      submitterName: 'S',
      status,
    });
  }
  const cfp = new CfpPage(page);
  await cfp.open();
  await cfp.search(tag);
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await cfp.sortBy('Title');
  await expect.poll(() => cfp.titles()).toEqual([`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`]);
  await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await cfp.sortBy('Title');
  await expect.poll(() => cfp.titles()).toEqual([`${tag} Charlie`, `${tag} Bravo`, `${tag} Alpha`]);
  await cfp.sortBy('Status');
  await expect.poll(() => cfp.titles()).toEqual([`${tag} Bravo`, `${tag} Alpha`, `${tag} Charlie`]);

  await cfp.filterStatus('Rejected');
  await expect.poll(() => cfp.titles()).toEqual([`${tag} Charlie`]);
  await cfp.filterStatus('All statuses');
  await cfp.search(`${tag} Alpha`);
  await expect.poll(() => cfp.titles()).toEqual([`${tag} Alpha`]);
  await cfp.search(uniqueName('nothing matches'));
  await expect(page.getByText('No CFP submissions found.')).toBeVisible();
});

test('changes the status from the row, edits and deletes a submission', async ({ page }) => {
  test.slow(); // many API round trips on a shared machine
  const event = await createEvent(page, 'CFP Edit');
  const title = uniqueName('Editable talk');
  await apiPost(page, '/api/cfp-submissions', {
    eventId: event.id,
    title,
    abstract: 'x',
    submitterName: 'S',
  });
  const cfp = new CfpPage(page);
  await cfp.open(event.id);
  await expect(page.getByRole('combobox', { name: `Status of ${title}` })).toHaveText('Draft');
  await cfp.changeStatus(title, 'Withdrawn');
  await expect(cfp.toast('Status Updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: `Status of ${title}` })).toHaveText('Withdrawn');

  const renamed = `${title} (fixed)`;
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(cfp.dialog.getByRole('heading', { name: 'Edit CFP Submission' })).toBeVisible();
  await expect(cfp.dialog.getByRole('combobox', { name: 'Event' })).toContainText(event.name);
  await cfp.fill({ title: renamed });
  await cfp.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(cfp.toast('CFP Submission Updated')).toBeVisible();
  await expect(cfp.row(renamed)).toBeVisible();

  await cfp.delete(renamed);
  await expect(cfp.toast('CFP Submission Deleted')).toBeVisible();
  await expect(cfp.row(renamed)).toHaveCount(0);
});

test('a failed load says so and Retry loads again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/cfp-submissions?*', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
  );
  await page.route('**/api/cfp-submissions', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
  );
  const cfp = new CfpPage(page);
  await cfp.open();
  await expect(page.getByText('Failed to load CFP submissions. Please try again.')).toBeVisible({
    timeout: 15_000,
  });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Failed to load CFP submissions. Please try again.')).toBeHidden();
});
