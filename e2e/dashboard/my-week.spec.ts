import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { DashboardPage } from '../pages/dashboard.page';
import { asReviewer, ensureSignedIn, savedStateWhileUsable } from '../pages/workflows-session.page';
import { apiAs, createEvent, unique, userId } from '../pages/workflows.page';
import { dayFromToday } from './my-week-seed';

test.use({ storageState: savedStateWhileUsable(DEMO_STATE) });
test.beforeEach(async ({ page }) => ensureSignedIn(page, 'demo'));
// Two signed-in browsers take turns: more steps than a one-user journey.
test.beforeEach(() => test.slow());

test('a reviewer signs in and approves a request from My week', async ({ page, browser }) => {
  await page.goto('/api/health');
  const event = await createEvent(page, unique('Week Conf'));
  const title = unique('Booth staff travel');
  const workflow = await apiAs<{ id: number }>(page, 'POST', '/api/approval-workflows', {
    title,
    itemType: 'travel_request',
    itemId: event.id,
    reviewerIds: [await userId(page, 'reviewer')],
    dueDate: dayFromToday(3),
  });

  // demo asked: the request waits on the reviewer, and demo has nothing to decide on it.
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  const mine = dashboard.myWeekLine('Your requests waiting on others', title);
  await expect(mine).toContainText('Waiting on: Rita Reviewer');
  await expect(mine.getByRole('button', { name: /Approve/ })).toHaveCount(0);

  await asReviewer(browser, async (reviewerPage) => {
    const asReviewerDashboard = new DashboardPage(reviewerPage);
    await asReviewerDashboard.open();
    const line = asReviewerDashboard.myWeekLine('Waiting for your decision', title);
    await expect(line).toContainText('Requested by Demo User');
    await expect(line).toContainText('in 3 days');
    await expect(line.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/approval-workflows/${workflow.id}`,
    );
    await line.getByRole('button', { name: `Approve ${title}` }).click();
    const dialog = reviewerPage.getByRole('dialog', { name: `Approve “${title}”?` });
    await dialog.getByLabel('Comment (optional)').fill('Approved from My week.');
    const results = await new AxeBuilder({ page: reviewerPage })
      .include('[role="dialog"]')
      .analyze();
    expect(results.violations.filter((violation) => violation.impact === 'serious')).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(reviewerPage.getByText('Workflow approved', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(line).toHaveCount(0);
  });

  const decided = await apiAs<{ status: string; comments: { comment: string }[] }>(
    page,
    'GET',
    `/api/approval-workflows/${workflow.id}`,
  );
  expect(decided.status).toBe('approved');
  expect(decided.comments.map((comment) => comment.comment)).toContain('Approved from My week.');
  await page.reload();
  await expect(dashboard.myWeekLine('Your requests waiting on others', title)).toHaveCount(0);
});
