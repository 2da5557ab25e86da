import { expect, test, type Page } from '@playwright/test';
import { asReviewer, ensureSignedIn, savedStateWhileUsable } from '../pages/workflows-session.page';
import { DEMO_STATE } from '../pages/auth-state';
import { apiAs, createEvent, unique, userId, WorkflowsPage } from '../pages/workflows.page';
import { seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

test.use({ storageState: savedStateWhileUsable(DEMO_STATE) });
test.beforeEach(async ({ page }) => ensureSignedIn(page, 'demo'));

/** A workflow demo asks reviewer to decide on, with one comment. */
async function seedWorkflow(page: Page) {
  const event = await createEvent(page, unique('A11y Conf'));
  const title = unique('A11y request');
  const workflow = await apiAs<{ id: number }>(page, 'POST', '/api/approval-workflows', {
    title,
    description: 'Checked with axe.',
    itemType: 'event',
    itemId: event.id,
    priority: 'high',
    reviewerIds: [await userId(page, 'reviewer')],
  });
  await apiAs(page, 'POST', `/api/approval-workflows/${workflow.id}/comments`, {
    comment: 'A comment for the thread.',
  });
  return { id: workflow.id, title };
}

test.beforeEach(async ({ page }) => followSystemTheme(page));

const violations = (page: Page) => seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS);

test('the workflow list, then the create dialog with its missing-information message', async ({
  page,
}) => {
  const workflows = new WorkflowsPage(page);
  await workflows.open();
  const { title } = await seedWorkflow(page);
  await page.reload();
  await expect(workflows.card(title)).toBeVisible();
  expect(await violations(page), 'list').toEqual([]);
  await workflows.openCreateDialog();
  await workflows.submitCreate();
  await expect(workflows.dialog.getByRole('alert')).toBeVisible();
  expect(await violations(page), 'create dialog').toEqual([]);
});

test('the workflow detail with the decision form, then the resubmit form', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/approval-workflows');
  const { id } = await seedWorkflow(page);
  await asReviewer(browser, async (reviewerPage) => {
    await followSystemTheme(reviewerPage);
    await reviewerPage.goto(`/approval-workflows/${id}`);
    await expect(reviewerPage.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(reviewerPage.getByRole('list', { name: 'Comments' })).toBeVisible();
    expect(await violations(reviewerPage), 'decision form').toEqual([]);
    await reviewerPage.getByRole('button', { name: 'Request changes' }).click();
    await expect(reviewerPage.getByText(/You decided: changes requested/)).toBeVisible();
  });
  await page.goto(`/approval-workflows/${id}`);
  await expect(page.getByRole('button', { name: 'Resubmit for Review' })).toBeVisible();
  expect(await violations(page), 'resubmit form').toEqual([]);
});
