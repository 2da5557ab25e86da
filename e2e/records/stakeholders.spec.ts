import { StakeholdersPage } from '../pages/stakeholders.page';
import { apiPost, uniqueName } from './records-api';
import { expect, test } from './fixtures';

const MISSING = 'Missing information: Please fill in all required fields.';

test('adds a stakeholder after the missing-information and email messages', async ({ page }) => {
  const stakeholders = new StakeholdersPage(page);
  await stakeholders.open();
  await expect(page.getByRole('tab')).toHaveText([
    'All Stakeholders',
    'Primary Contact',
    'Decision Maker',
    'Technical Reviewer',
    'Budget Approver',
    'Legal Reviewer',
    'Marketing Contact',
    'Logistics Coordinator',
  ]);
  await stakeholders.startAdd();
  await stakeholders.dialog.getByRole('button', { name: 'Add Stakeholder' }).click();
  await expect(stakeholders.dialog.getByText(MISSING)).toHaveCount(1);
  await expect(stakeholders.dialog.getByLabel('Organization')).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  const name = uniqueName('Lena Legal');
  await stakeholders.fill({
    name,
    email: 'lena-at-example',
    role: 'Legal Reviewer',
    organization: 'Example Inc',
  });
  await stakeholders.dialog.getByRole('button', { name: 'Add Stakeholder' }).click();
  await expect(stakeholders.dialog.getByText('Invalid email address')).toBeVisible();
  await expect(stakeholders.dialog.getByText(MISSING)).toHaveCount(0);
  await stakeholders.fill({
    email: 'lena@example.org',
    department: 'Legal',
    notes: 'Reviews contracts.',
  });
  await stakeholders.dialog.getByRole('button', { name: 'Add Stakeholder' }).click();
  await expect(stakeholders.toast('Stakeholder added')).toBeVisible();

  const card = stakeholders.card(name);
  for (const text of [
    'Legal Reviewer',
    'lena@example.org',
    'Example Inc',
    'Legal',
    'Reviews contracts.',
  ]) {
    await expect(card).toContainText(text);
  }
  await stakeholders.tab('Legal Reviewer');
  await expect(stakeholders.card(name)).toBeVisible();
  await stakeholders.tab('Decision Maker');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(stakeholders.card(name)).toHaveCount(0);
});

test('edits and deletes a stakeholder', async ({ page }) => {
  const name = uniqueName('Bud Budget');
  await apiPost(page, '/api/stakeholders', {
    name,
    email: 'bud@example.org',
    role: 'budget_approver',
    organization: 'Exmaple Inc',
  });
  const stakeholders = new StakeholdersPage(page);
  await stakeholders.open();
  await stakeholders.tab('Budget Approver');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(
    stakeholders.dialog.getByRole('heading', { name: 'Edit Stakeholder' }),
  ).toBeVisible();
  await expect(stakeholders.dialog.getByRole('combobox', { name: 'Role' })).toHaveText(
    'Budget Approver',
  );
  await stakeholders.fill({ organization: 'Example Inc', role: 'Decision Maker' });
  await stakeholders.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(stakeholders.toast('Stakeholder updated')).toBeVisible();
  await expect(stakeholders.card(name)).toHaveCount(0);
  await stakeholders.tab('Decision Maker');
  await expect(stakeholders.card(name)).toContainText('Example Inc');

  await stakeholders.delete(name);
  await expect(stakeholders.toast('Stakeholder deleted')).toBeVisible();
  await expect(stakeholders.card(name)).toHaveCount(0);
});

test('shows six skeleton cards while loading, then the error text', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/stakeholders(\?|$)/, async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { message: 'database unavailable' } });
  });
  const stakeholders = new StakeholdersPage(page);
  await stakeholders.open();
  await expect(page.getByTestId('stakeholder-skeleton')).toHaveCount(6);
  release();
  // A failed query is retried once before the error shows.
  await expect(page.getByText('Error loading stakeholders: database unavailable')).toBeVisible({
    timeout: 15_000,
  });
});

test('says when a tab has no stakeholders and when adding fails', async ({ page }) => {
  await page.route(/\/api\/stakeholders\/role\/logistics_coordinator$/, (route) =>
    route.fulfill({ json: [] }),
  );
  await page.route(/\/api\/stakeholders$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, json: { message: 'already listed' } })
      : route.fallback(),
  );
  const stakeholders = new StakeholdersPage(page);
  await stakeholders.open();
  await stakeholders.tab('Logistics Coordinator');
  await expect(page.getByText('No stakeholders found')).toBeVisible();

  await stakeholders.startAdd();
  await stakeholders.fill({
    name: uniqueName('Dup'),
    email: 'dup@example.org',
    role: 'Primary Contact',
    organization: 'Example Inc',
  });
  await stakeholders.dialog.getByRole('button', { name: 'Add Stakeholder' }).click();
  await expect(stakeholders.toast('Failed to add stakeholder: already listed')).toBeVisible();
  await expect(stakeholders.dialog).toBeVisible();
});
