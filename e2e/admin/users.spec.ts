import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_STATE, REVIEWER_STATE } from '../pages/auth-state';
import { seriousViolations } from '../pages/axe';
import { SHARED_COLOURS_THEME } from '../pages/themes';
import { signInAsNewUser, NEW_USER_PASSWORD } from '../pages/profile.page';
import { SignInPage } from '../pages/sign-in.page';
import { ensureSignedIn, savedStateWhileUsable } from '../pages/workflows-session.page';
import { apiAs, createEvent, unique, userId, WorkflowDetailPage } from '../pages/workflows.page';

/** A new account, registered in a browser context of its own and signed in there. */
async function newcomer(browser: Browser, name: string) {
  // Signed out: a new context would otherwise start from the test's saved sign-in.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const { username } = await signInAsNewUser(page, name);
  return { username, name, page, close: () => context.close() };
}

/** /admin/users searched for one person: their row. */
async function findRow(page: Page, search: string) {
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('main').getByLabel('Search').fill(search);
  // The searched list alone (the header and one row): a row of the unsearched first page would be
  // drawn again when the answer comes, closing a menu opened on it.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row').filter({ hasText: search });
  await expect(row).toHaveCount(1);
  return row;
}

async function rowAction(page: Page, search: string, action: string) {
  const row = await findRow(page, search);
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return row;
}

test.describe('as an admin', () => {
  test.use({ storageState: savedStateWhileUsable(DEMO_STATE) });
  test.beforeEach(async ({ page }) => ensureSignedIn(page, 'demo'));

  test('the Users entry opens a searchable, paged list of accounts', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    const demo = page.getByRole('row').filter({ hasText: 'demo@example.org' });
    await expect(demo).toContainText('Demo User');
    await expect(demo).toContainText('Admin');
    await expect(demo).toContainText('Active');
    await expect(page.getByText(/Showing 1 to \d+ of [\d,]+ users/)).toBeVisible();
    await page.getByRole('main').getByLabel('Search').fill('rita');
    await expect(page).toHaveURL(/q=rita/);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText('Reviewer');
    await page.getByRole('main').getByLabel('Search').fill('no such person anywhere');
    await expect(page.getByText('No users match this search.')).toBeVisible();
  });

  test('promotes a new user to reviewer, who then decides a workflow', async ({
    page,
    browser,
  }) => {
    const person = await newcomer(browser, unique('Rowan Promoted'));
    try {
      await rowAction(page, person.username, 'Change Roles');
      const dialog = page.getByRole('dialog', { name: `Roles of ${person.name}` });
      await expect(dialog.getByRole('checkbox', { name: 'User' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'User' })).toBeDisabled();
      await dialog.getByRole('checkbox', { name: 'Reviewer' }).check();
      await dialog.getByRole('button', { name: 'Save Roles' }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: person.username });
      await expect(row).toContainText('Reviewer');

      const event = await createEvent(page, unique('Promotion Conf'));
      const title = unique('Budget for the booth');
      const workflow = await apiAs<{ id: number }>(page, 'POST', '/api/approval-workflows', {
        title,
        description: 'Needs a reviewer.',
        itemType: 'event',
        itemId: event.id,
        priority: 'medium',
        reviewerIds: [await userId(page, person.username)],
      });

      const detail = new WorkflowDetailPage(person.page);
      await detail.open(workflow.id, title);
      await detail.decide('Approve', 'Go ahead.');
      await expect(detail.status).toHaveText(/Approved/);
      await expect(detail.reviewer(person.name)).toContainText('Approved');
    } finally {
      await person.close();
    }
  });

  test('a disabled user is signed out and told why at sign-in; enabled, they are back', async ({
    page,
    browser,
  }) => {
    const person = await newcomer(browser, unique('Dana Departed'));
    try {
      await person.page.goto('/events');
      await expect(person.page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();

      await rowAction(page, person.username, 'Disable Account');
      const confirm = page.getByRole('alertdialog', { name: `Disable ${person.name}?` });
      await confirm.getByRole('button', { name: 'Disable Account' }).click();
      await expect(confirm).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: person.username });
      await expect(row).toContainText('Disabled');

      // Their next request is refused: the app signs them out at the provider, which sends them
      // back to the sign-in screen.
      const signedOut = person.page.waitForRequest(/\/oidc\/session\/end/);
      await person.page.goto('/attendees');
      await signedOut;
      await expect(person.page).toHaveURL(/\/login$/, { timeout: 15_000 });
      await expect(
        person.page.getByText('Sign in to your account to access the event management system'),
      ).toBeVisible();
      const signIn = new SignInPage(person.page);
      await person.page.getByRole('button', { name: 'Log In' }).click();
      await signIn.submitProviderLogin(person.username, NEW_USER_PASSWORD);
      await expect(
        person.page.getByText('This account is disabled. Ask an administrator'),
      ).toBeVisible();

      await row.getByRole('button', { name: /^Actions for / }).click();
      await page.getByRole('menuitem', { name: 'Enable Account' }).click();
      await page
        .getByRole('alertdialog', { name: `Enable ${person.name}?` })
        .getByRole('button', { name: 'Enable Account' })
        .click();
      await expect(row).toContainText('Active');
      await signIn.submitProviderLogin(person.username, NEW_USER_PASSWORD);
      await expect(person.page.getByRole('button', { name: 'User menu' })).toBeVisible();
    } finally {
      await person.close();
    }
  });

  test('a password-reset link lets the person choose a new password', async ({ page, browser }) => {
    const person = await newcomer(browser, unique('Pat Forgetful'));
    try {
      await rowAction(page, person.username, 'Password-Reset Link');
      const dialog = page.getByRole('dialog', { name: `Password-reset link for ${person.name}` });
      await dialog.getByRole('button', { name: 'Make Link' }).click();
      const field = dialog.getByRole('textbox', { name: 'Reset link' });
      await expect(field).toHaveValue(/\/password-reset\?token=/);
      await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible();
      const link = await field.inputValue();
      await dialog.getByRole('button', { name: 'Done' }).click();

      const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      try {
        const resetPage = await other.newPage();
        await resetPage.goto(link);
        await expect(resetPage.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
        await resetPage.getByLabel('New password', { exact: true }).fill('short');
        await resetPage.getByLabel('New password again').fill('short');
        await resetPage.getByRole('button', { name: 'Set Password' }).click();
        await expect(resetPage.getByText('Password must be at least 10 characters.')).toBeVisible();
        await resetPage.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
        await resetPage.getByLabel('New password again').fill('a brand new passphrase');
        await resetPage.getByRole('button', { name: 'Set Password' }).click();
        await expect(resetPage.getByRole('heading', { name: 'Password changed' })).toBeVisible();
        await new SignInPage(resetPage).signIn(person.username, 'a brand new passphrase');
      } finally {
        await other.close();
      }
    } finally {
      await person.close();
    }
  });

  for (const theme of SHARED_COLOURS_THEME) {
    test(`the Users screen has no serious accessibility violations (${theme})`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
      await page.goto('/admin/users');
      await expect(page.getByRole('row').filter({ hasText: 'demo@example.org' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page
        .getByRole('row')
        .filter({ hasText: 'reviewer@example.org' })
        .getByRole('button', { name: /^Actions for / })
        .click();
      await page.getByRole('menuitem', { name: 'Change Roles' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('as a reviewer', () => {
  test.use({ storageState: REVIEWER_STATE });

  test('Users is not offered and its address says not allowed', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/admin/users.
const dir = process.env.SHOTS;
test.describe('screenshots', () => {
  test.skip(!dir, 'SHOTS names the folder for the screenshots');
  test.use({ storageState: savedStateWhileUsable(DEMO_STATE) });
  test.beforeEach(async ({ page }) => ensureSignedIn(page, 'demo'));
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`users at ${width} px, ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await page.addInitScript(
          (value) => localStorage.setItem('ospo-events-theme', value),
          scheme,
        );
        await page.goto('/admin/users');
        // A table row, or on phones a card.
        const account = page.getByRole('row').or(page.getByRole('listitem'));
        await expect(account.filter({ hasText: 'demo@example.org' })).toBeVisible();
        await page.screenshot({ path: `${dir}/users-${width}-${scheme}.png`, fullPage: true });
        await account
          .filter({ hasText: 'reviewer@example.org' })
          .getByRole('button', { name: /^Actions for / })
          .click();
        await page.getByRole('menuitem', { name: 'Password-Reset Link' }).click();
        await page.getByRole('button', { name: 'Make Link' }).click();
        await expect(page.getByRole('textbox', { name: 'Reset link' })).toBeVisible();
        await page.screenshot({ path: `${dir}/users-reset-${width}-${scheme}.png` });
        await page.getByRole('button', { name: 'Done' }).click();
        await account
          .filter({ hasText: 'reviewer@example.org' })
          .getByRole('button', { name: /^Actions for / })
          .click();
        await page.getByRole('menuitem', { name: 'Change Roles' }).click();
        await page.screenshot({ path: `${dir}/users-roles-${width}-${scheme}.png` });
      });
    }
  }
});
