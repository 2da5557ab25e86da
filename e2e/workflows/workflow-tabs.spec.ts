import { expect, test } from '@playwright/test';
import { asReviewer, ensureSignedIn, savedStateWhileUsable } from '../pages/workflows-session.page';
import { DEMO_STATE } from '../pages/auth-state';
import { apiAs, createEvent, unique, userId, WorkflowsPage } from '../pages/workflows.page';

test.use({ storageState: savedStateWhileUsable(DEMO_STATE) });
test.beforeEach(async ({ page }) => ensureSignedIn(page, 'demo'));

test('the status tabs list only the workflows in that status', async ({ page, browser }) => {
  const workflows = new WorkflowsPage(page);
  await workflows.open();
  const event = await createEvent(page, unique('Tabs Conf'));
  const reviewer = await userId(page, 'reviewer');
  const create = (title: string) =>
    apiAs<{ id: number }>(page, 'POST', '/api/approval-workflows', {
      title,
      itemType: 'speaker_proposal',
      itemId: event.id,
      reviewerIds: [reviewer],
    });
  const approvedTitle = unique('Approved talk');
  const pendingTitle = unique('Pending talk');
  const approved = await create(approvedTitle);
  await create(pendingTitle);
  await asReviewer(browser, (reviewerPage) =>
    apiAs(reviewerPage, 'POST', `/api/approval-workflows/${approved.id}/decisions`, {
      decision: 'approved',
    }),
  );

  await page.reload();
  await expect(workflows.card(approvedTitle).getByText('Approved', { exact: true })).toBeVisible();
  await expect(workflows.card(pendingTitle).getByText('Pending', { exact: true })).toBeVisible();

  await workflows.tab('Approved').click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(workflows.card(approvedTitle)).toBeVisible();
  await expect(workflows.card(pendingTitle)).toHaveCount(0);

  await workflows.tab('Pending').click();
  await expect(workflows.card(pendingTitle)).toBeVisible();
  await expect(workflows.card(approvedTitle)).toHaveCount(0);

  await workflows.tab('Rejected').click();
  await expect(workflows.card(pendingTitle)).toHaveCount(0);
  await expect(workflows.card(approvedTitle)).toHaveCount(0);
});
