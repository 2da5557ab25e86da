import { expect, test } from '@playwright/test';
import { ensureSignedIn, savedStateWhileUsable } from '../pages/workflows-session.page';
import { DEMO_STATE } from '../pages/auth-state';
import {
  apiAs,
  createEvent,
  unique,
  userId,
  WorkflowDetailPage,
  WorkflowsPage,
} from '../pages/workflows.page';

test.use({ storageState: savedStateWhileUsable(DEMO_STATE) });
test.beforeEach(async ({ page }) => ensureSignedIn(page, 'demo'));

const MISSING =
  'Missing information: Please fill in all required fields and select at least one reviewer.';

test('the create dialog asks for every required field, never offers the requester as reviewer, then sends numbers and nulls', async ({
  page,
}) => {
  const workflows = new WorkflowsPage(page);
  await workflows.open();
  const event = await createEvent(page, unique('Validation Conf'));
  const dialog = await workflows.openCreateDialog();

  await workflows.submitCreate();
  await expect(dialog.getByText(MISSING)).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  const title = unique('Sponsor silver');
  await dialog.getByLabel('Title').fill(title);
  await workflows.chooseRequestType('Sponsorship');
  await workflows.chooseEvent(event.name);
  await workflows.submitCreate();
  // Only the reviewers are missing now.
  await expect(dialog.getByText(MISSING)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Reviewers' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // demo asks for the review, so the picker does not offer demo.
  await dialog.getByRole('combobox', { name: 'Reviewers' }).click();
  const offered = page.getByRole('listbox', { name: 'Reviewers' });
  await expect(offered.getByRole('option', { name: 'Rita Reviewer' })).toBeVisible();
  await expect(offered.getByRole('option', { name: 'Demo User' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await workflows.chooseReviewers(['Rita Reviewer']);
  await expect(dialog.getByRole('list', { name: 'Selected reviewers' })).toContainText(
    'Rita Reviewer',
  );
  const request = page.waitForRequest(
    (candidate) =>
      candidate.method() === 'POST' && candidate.url().endsWith('/api/approval-workflows'),
  );
  await workflows.submitCreate();
  const body = (await request).postDataJSON();
  expect(body).toMatchObject({
    title,
    itemType: 'sponsorship',
    itemId: event.id,
    priority: 'medium',
    dueDate: null,
    estimatedCosts: null,
  });
  expect(body.reviewerIds).toEqual([await userId(page, 'reviewer')]);
  expect(body).not.toHaveProperty('requesterId');
  await expect(page.getByText('Workflow created', { exact: true })).toBeVisible();
  await expect(workflows.card(title)).toBeVisible();
});

test('the requester edits and deletes a workflow', async ({ page }) => {
  await page.goto('/approval-workflows');
  const event = await createEvent(page, unique('Edit Conf'));
  const title = unique('Swag order');
  const workflow = await apiAs<{ id: number }>(page, 'POST', '/api/approval-workflows', {
    title,
    itemType: 'budget_request',
    itemId: event.id,
    dueDate: '2027-01-15',
    reviewerIds: [await userId(page, 'reviewer')],
  });
  const detail = new WorkflowDetailPage(page);
  await detail.open(workflow.id, title);
  await expect(page.getByText('Jan 15, 2027')).toBeVisible();
  await expect(page.getByRole('link', { name: event.name })).toHaveAttribute(
    'href',
    `/events/${event.id}`,
  );

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Workflow' });
  const renamed = `${title} (revised)`;
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByLabel('Priority').click();
  await page.getByRole('option', { name: 'Critical' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Workflow updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.getByText('Critical priority')).toBeVisible();

  await page.getByLabel('Add a comment').fill('Quote attached in the drive.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByRole('list', { name: 'Comments' })).toContainText(
    'Quote attached in the drive.',
  );

  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this workflow?');
  await confirm.getByRole('button', { name: 'Delete Workflow' }).click();
  await expect(page).toHaveURL(/\/approval-workflows$/);
  await expect(page.getByText('Workflow deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0);
});

test('an unknown workflow id says so', async ({ page }) => {
  await page.goto('/approval-workflows/999999');
  await expect(page.getByRole('heading', { name: 'Workflow Not Found' })).toBeVisible();
});
