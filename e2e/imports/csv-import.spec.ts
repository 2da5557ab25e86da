import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { ImportWizard } from '../pages/import-wizard.page';
import { CONFS_TECH_CSV } from '../../src/shared/csv/fixtures/confs-tech';

test.use({ storageState: DEMO_STATE });

const CONFERENCES = fileURLToPath(CONFS_TECH_CSV);

test('imports 1,536 real conferences; a second import has nothing to import and says so', async ({
  page,
}) => {
  // Two imports of 1,536 rows (with dry runs) on a shared 2-core machine.
  test.setTimeout(240_000);
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.uploadCsv(CONFERENCES);
  await expect(
    wizard.dialog.getByText('confs-tech-2024-2026.csv: 11 columns, 1536 rows'),
  ).toBeVisible();
  await expect(
    wizard.dialog.getByRole('combobox', { name: 'Target field for Start Date' }),
  ).toHaveText(/Start Date/);
  // One conference has no location: it gets the default for empty cells.
  await expect(wizard.dialog.getByText('For 1 empty cell')).toBeVisible();
  await wizard.setDefault('Default Location', 'To be announced');
  await wizard.preview();
  await expect(wizard.dialog.getByText('Showing first 5 rows of 1536 total')).toBeVisible();
  await expect(wizard.dialog.getByText(/6 duplicates detected, 0 rows with errors/)).toBeVisible();
  await wizard.dialog.getByText('Detected duplicates (6)').click();
  await expect(
    wizard.dialog.getByText(
      /"Software Architecture Summit" matches row \d+ "Global Software Architecture Summit"/,
    ),
  ).toBeVisible();
  await wizard.importAll(1536);
  await expect(wizard.count('imported')).toHaveText('1530');
  await expect(wizard.count('skipped')).toHaveText('6');
  await expect(wizard.count('duplicates')).toHaveText('6');
  await expect(
    page.getByText('1530 imported, 0 updated, 6 skipped.', { exact: true }),
  ).toBeVisible();

  await wizard.dialog.getByRole('button', { name: 'Import Another File' }).click();
  await wizard.uploadCsv(CONFERENCES);
  await wizard.setDefault('Default Location', 'To be announced');
  await wizard.preview();
  await expect(wizard.dialog.getByText(/Will import 0, update 0 and skip 1536/)).toBeVisible();
  await expect(wizard.dialog.getByText('Duplicate of existing event').first()).toBeVisible();
  // Nothing would be written: the import is disabled and says why.
  await expect(wizard.importButton(1536)).toBeDisabled();
  await expect(
    wizard.dialog.getByText('Nothing to import: 1536 rows are duplicates to skip.'),
  ).toBeVisible();
  await wizard.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(wizard.dialog).toBeHidden();

  await page
    .getByRole('searchbox', { name: 'Search events by name or location' })
    .fill('SquiggleConf');
  await expect(page.getByText('SquiggleConf').first()).toBeVisible();
});
