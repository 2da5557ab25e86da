import { expect, test, type Page } from '@playwright/test';
import { postAsUser } from '../dashboard/api-as-user';
import { DEMO_STATE, REVIEWER_STATE } from '../pages/auth-state';
import { seriousViolations } from '../pages/axe';
import { SHARED_COLOURS_THEME } from '../pages/themes';

/** The signed-in page's access token, as oidc-client-ts stores it. */
function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const storage of [sessionStorage, localStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index)!;
        if (key.startsWith('oidc.user:'))
          return (JSON.parse(storage.getItem(key)!) as { access_token: string }).access_token;
      }
    }
    return '';
  });
}

/** A stakeholder named for this run, created as the signed-in admin, then renamed. */
async function changeAStakeholder(page: Page) {
  const name = `Audit ${Date.now()}`;
  await page.goto('/dashboard');
  const made = await postAsUser(page, '/api/stakeholders', {
    name,
    email: 'audit@example.org',
    role: 'legal',
    organization: 'ACME',
  });
  const response = await page.request.put(`/api/stakeholders/${made.id}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: { organization: 'Initech' },
  });
  expect(response.ok()).toBe(true);
  return name;
}

test.describe('as an admin', () => {
  test.use({ storageState: DEMO_STATE });

  test('the audit log lists a change with who made it, filters it and exports CSV', async ({
    page,
  }) => {
    const name = await changeAStakeholder(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();

    await page.getByLabel('Record type').selectOption('stakeholders');
    await expect(page).toHaveURL(/type=stakeholders/);
    const changes = page.getByRole('list', { name: 'Changes' });
    const updated = changes.getByRole('listitem').filter({ hasText: name }).first();
    await expect(updated).toContainText('Changed organization from ACME to Initech');
    await expect(updated).toContainText('Updated');
    await expect(
      changes.getByRole('listitem').filter({ hasText: `Created stakeholder "${name}"` }),
    ).toBeVisible();
    await expect(page.getByText(/Showing 1 to \d+ of [\d,]+ changes/)).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To', { exact: true }).fill('2001-01-02');
    await expect(page.getByText('No changes match these filters.')).toBeVisible();
  });

  test("a stakeholder's edit dialog shows its history, folded until asked", async ({ page }) => {
    const name = await changeAStakeholder(page);
    await page.goto('/stakeholders');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Edit history' })).toHaveCount(0);
    await dialog.getByRole('button', { name: /^Edit History/ }).click();
    const history = dialog.getByRole('list', { name: 'Edit history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(
      'Changed organization from ACME to Initech',
    );
    await expect(history.getByRole('listitem').first()).toContainText('Demo User ·');
    await expect(history.getByRole('listitem').last()).toContainText(
      `Created stakeholder "${name}"`,
    );
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  for (const theme of SHARED_COLOURS_THEME) {
    test(`the audit log has no serious accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
      await changeAStakeholder(page);
      await page.goto('/admin/audit');
      await expect(page.getByRole('list', { name: 'Changes' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('as a reviewer', () => {
  test.use({ storageState: REVIEWER_STATE });

  test('the audit log is not offered and its address says unauthorized', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Events' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Audit log' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });
});

// Screenshots to look at, not assertions: SHOTS=dir npx playwright test e2e/admin/audit.
const dir = process.env.SHOTS;
test.describe('screenshots', () => {
  test.skip(!dir, 'SHOTS names the folder for the screenshots');
  test.use({ storageState: DEMO_STATE });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`audit log at ${width} px, ${scheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await page.addInitScript(
          (value) => localStorage.setItem('ospo-events-theme', value),
          scheme,
        );
        const name = await changeAStakeholder(page);
        await page.goto('/admin/audit');
        await expect(page.getByRole('list', { name: 'Changes' })).toBeVisible();
        await page.screenshot({ path: `${dir}/audit-${width}-${scheme}.png`, fullPage: true });
        await page.goto('/stakeholders');
        await page.getByRole('button', { name: `Edit ${name}` }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /^Edit History/ })
          .click();
        await expect(page.getByRole('list', { name: 'Edit history' })).toBeVisible();
        await page.screenshot({ path: `${dir}/stakeholder-history-${width}-${scheme}.png` });
      });
    }
  }
});
