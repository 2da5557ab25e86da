import { expect, test } from '@playwright/test';
import {
  ensureSignedIn,
  savedStateWhileUsable,
  usableState,
} from '../pages/workflows-session.page';
import { DEMO_STATE, REVIEWER_STATE } from '../pages/auth-state';
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

// Two signed-in browsers take turns on one workflow: more steps than a one-user journey.
test.beforeEach(() => test.slow());

test('demo creates a workflow for reviewer, reviewer approves it, demo sees it approved', async ({
  page,
  browser,
}) => {
  const workflows = new WorkflowsPage(page);
  await workflows.open();
  const event = await createEvent(page, unique('Review Conf'));
  const title = unique('Speaker travel');

  const dialog = await workflows.openCreateDialog();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Two talks accepted, flights needed.');
  await workflows.chooseRequestType('Travel Request');
  await workflows.chooseEvent(event.name);
  await dialog.getByLabel('Estimated Costs').fill('€1,800');
  await workflows.chooseReviewers(['Rita Reviewer']);
  await workflows.submitCreate();
  await expect(page.getByText('Workflow created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = workflows.card(title);
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(`Travel Request · ${event.name}`)).toBeVisible();
  await expect(card.getByText('No due date')).toBeVisible();
  await card.getByRole('link', { name: /View Details/ }).click();
  await expect(page).toHaveURL(/\/approval-workflows\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const detail = new WorkflowDetailPage(page);
  await expect(detail.status).toHaveText(/Pending/);
  // demo asked for the review, so demo is not a reviewer and gets no decision buttons.
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const reviewerContext = await browser.newContext({
    storageState: usableState(REVIEWER_STATE),
  });
  try {
    const reviewerPage = await reviewerContext.newPage();
    await ensureSignedIn(reviewerPage, 'reviewer');
    const asReviewer = new WorkflowDetailPage(reviewerPage);
    await asReviewer.open(id, title);
    await asReviewer.decide('Approve', 'Looks good, book early.');
    await expect(reviewerPage.getByText('Workflow approved', { exact: true })).toBeVisible();
    await expect(asReviewer.status).toHaveText(/Approved/);
    await expect(asReviewer.reviewer('Rita Reviewer')).toContainText('Approved');
  } finally {
    await reviewerContext.close();
  }

  await page.reload();
  await expect(detail.status).toHaveText(/Approved/);
  await expect(detail.reviewer('Rita Reviewer')).toContainText(/Decided/);
  await expect(page.getByRole('list', { name: 'Comments' })).toContainText(
    'Looks good, book early.',
  );
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    'Approved by Rita Reviewer',
  );
});

test('a reviewer requests changes, which stands until demo resubmits; then the reviewer rejects', async ({
  page,
  browser,
}) => {
  await page.goto('/approval-workflows');
  const event = await createEvent(page, unique('Changes Conf'));
  const title = unique('Booth budget');
  const workflow = await apiAs<{ id: number }>(page, 'POST', '/api/approval-workflows', {
    title,
    itemType: 'budget_request',
    itemId: event.id,
    reviewerIds: [await userId(page, 'reviewer')],
  });

  const reviewerContext = await browser.newContext({
    storageState: usableState(REVIEWER_STATE),
  });
  try {
    const reviewerPage = await reviewerContext.newPage();
    await ensureSignedIn(reviewerPage, 'reviewer');
    const asReviewer = new WorkflowDetailPage(reviewerPage);
    await asReviewer.open(workflow.id, title);
    await asReviewer.decide('Request changes', 'Please split travel and booth costs.');
    await expect(reviewerPage.getByText('Changes requested', { exact: true })).toBeVisible();
    await expect(asReviewer.status).toHaveText(/Changes Requested/);
    // The decision is final: nothing offers to change it.
    await expect(reviewerPage.getByText(/You decided: changes requested/)).toBeVisible();
    await expect(reviewerPage.getByRole('button', { name: 'Reject', exact: true })).toHaveCount(0);

    const detail = new WorkflowDetailPage(page);
    await detail.open(workflow.id, title);
    await expect(detail.status).toHaveText(/Changes Requested/);
    await page.getByLabel('What changed (optional)').fill('Split into two lines.');
    await page.getByRole('button', { name: 'Resubmit for Review' }).click();
    await expect(page.getByText('Workflow resubmitted', { exact: true })).toBeVisible();
    await expect(detail.status).toHaveText(/Pending/);
    await expect(page.getByRole('list', { name: 'History' })).toContainText(
      'Resubmitted by Demo User',
    );

    await reviewerPage.reload();
    await asReviewer.decide('Reject');
    await expect(reviewerPage.getByText('Workflow rejected', { exact: true })).toBeVisible();
    await expect(asReviewer.status).toHaveText(/Rejected/);
  } finally {
    await reviewerContext.close();
  }

  await page.reload();
  await expect(new WorkflowDetailPage(page).status).toHaveText(/Rejected/);
  await expect(page.getByRole('button', { name: 'Resubmit for Review' })).toHaveCount(0);
});
