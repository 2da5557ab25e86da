import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { ImportWizard } from '../pages/import-wizard.page';
import { CONFS_TECH_CSV } from '../../src/shared/csv/fixtures/confs-tech';

test.use({ storageState: DEMO_STATE });

/**
 * 25 rows of the real confs.tech file: its first 20 (a quoted city with a comma on the second),
 * the one without a location, and two of its duplicate pairs (fixtures/README.md). The whole file
 * is imported by the API test (imports.test.ts, 'reads the whole confs.tech file as the wizard
 * does') and parsed by parse-csv.test.ts; the journey is the same with fewer rows to send twice.
 */
const [HEADER, ...ROWS] = readFileSync(CONFS_TECH_CSV, 'utf8').split('\r\n');
const PICKED = [
  /^Machine Learning Week,[^,]+,2024-06-04,2024-06-07,,/,
  /^(Global )?Software Architecture Summit,[^,]+,2024-10-14,/,
  /^SquiggleConf,[^,]+,2025-09-18,/,
];
const CONFERENCES = {
  name: 'confs-tech-2024-2026.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    [
      HEADER,
      ...ROWS.slice(0, 20),
      ...ROWS.slice(20).filter((row) => PICKED.some((pattern) => pattern.test(row))),
    ].join('\r\n'),
  ),
};

test('imports real conferences; a second import has nothing to import and says so', async ({
  page,
}) => {
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.uploadCsv(CONFERENCES);
  await expect(
    wizard.dialog.getByText('confs-tech-2024-2026.csv: 11 columns, 25 rows'),
  ).toBeVisible();
  await expect(
    wizard.dialog.getByRole('combobox', { name: 'Target field for Start Date' }),
  ).toHaveText(/Start Date/);
  // One conference has no location: it gets the default for empty cells.
  await expect(wizard.dialog.getByText('For 1 empty cell')).toBeVisible();
  await wizard.setDefault('Default Location', 'To be announced');
  await wizard.preview();
  await expect(wizard.dialog.getByText('Showing first 5 rows of 25 total')).toBeVisible();
  await expect(wizard.dialog.getByText(/2 duplicates detected, 0 rows with errors/)).toBeVisible();
  await wizard.dialog.getByText('Detected duplicates (2)').click();
  await expect(
    wizard.dialog.getByText(
      /"Software Architecture Summit" matches row \d+ "Global Software Architecture Summit"/,
    ),
  ).toBeVisible();
  await wizard.importAll(25);
  await expect(wizard.count('imported')).toHaveText('23');
  await expect(wizard.count('skipped')).toHaveText('2');
  await expect(wizard.count('duplicates')).toHaveText('2');
  await expect(page.getByText('23 imported, 0 updated, 2 skipped.', { exact: true })).toBeVisible();

  await wizard.dialog.getByRole('button', { name: 'Import Another File' }).click();
  await wizard.uploadCsv(CONFERENCES);
  await wizard.setDefault('Default Location', 'To be announced');
  await wizard.preview();
  await expect(wizard.dialog.getByText(/Will import 0, update 0 and skip 25/)).toBeVisible();
  await expect(wizard.dialog.getByText('Duplicate of existing event').first()).toBeVisible();
  // Nothing would be written: the import is disabled and says why.
  await expect(wizard.importButton(25)).toBeDisabled();
  await expect(
    wizard.dialog.getByText('Nothing to import: 25 rows are duplicates to skip.'),
  ).toBeVisible();
  await wizard.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(wizard.dialog).toBeHidden();

  await page
    .getByRole('searchbox', { name: 'Search events by name or location' })
    .fill('SquiggleConf');
  await expect(page.getByText('SquiggleConf').first()).toBeVisible();
});
