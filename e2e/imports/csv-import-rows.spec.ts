import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolations } from '../pages/axe';
import { ImportWizard } from '../pages/import-wizard.page';

test.use({ storageState: DEMO_STATE });

const csv = (text: string, name = 'events.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

test('refuses a file that is not CSV', async ({ page }) => {
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.upload(csv('Name\nx', 'events.txt'));
  await expect(page.getByText('Invalid file type', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select a CSV file.', { exact: true })).toBeVisible();
  await expect(wizard.currentStep).toHaveText(/Upload/);
});

test('names the row of a stray quote and offers no import of the file', async ({ page }) => {
  const lines = ['Name,Link,Start Date,End Date,Location'];
  for (let row = 1; row <= 1000; row++) {
    const name = `${row === 10 ? '"' : ''}Stray Quote Conf ${row}`;
    lines.push(`${name},https://stray${row}.example.org,2033-01-01,2033-01-02,Online`);
  }
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.upload(csv(lines.join('\r\n'), 'stray-quote.csv'));
  await expect(wizard.dialog.getByRole('alert')).toContainText('stray-quote.csv could not be read');
  await expect(wizard.unreadableRows).toHaveText([
    'Row 10: Unterminated quote: a field opened with " is never closed, so the rest of the file would be read into it',
  ]);
  await expect(page.getByText('CSV uploaded successfully')).toHaveCount(0);
  await expect(wizard.currentStep).toHaveText(/Upload/);
  await expect(wizard.dialog.getByRole('button', { name: /Next|Preview|Import/ })).toHaveCount(0);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  // The corrected file goes on to the mapping step.
  lines[10] = lines[10]!.slice(1);
  await wizard.uploadCsv(csv(lines.join('\r\n'), 'stray-quote.csv'));
  await expect(wizard.dialog.getByText('stray-quote.csv: 5 columns, 1000 rows')).toBeVisible();
});

test('reports row errors, and updates an existing event in update mode', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const name = `Row Errors Summit ${tag}`;
  const header = 'Event Name,URL,start_date,endDate,City,Goals,Notes';
  const first = csv(
    [
      header,
      `"${name}",https://summit.example.org,2031-03-01,2031-03-02,"Porto, Portugal","speaking, exhibiting",First`,
      `"Broken ${tag}",https://broken.example.org,2031-03-05,2031-03-01,Porto,,`,
    ].join('\r\n'),
  );
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.uploadCsv(first);
  await expect(
    wizard.dialog.getByRole('combobox', { name: 'Target field for start_date' }),
  ).toHaveText(/Start Date/);
  await expect(
    wizard.dialog.getByRole('combobox', { name: 'Target field for Event Name' }),
  ).toHaveText(/Name/);
  await wizard.preview();
  await expect(wizard.dialog.getByText('Showing first 2 rows of 2 total')).toBeVisible();
  await expect(
    wizard.dialog.getByText('Row 2: End date cannot be before start date').first(),
  ).toBeVisible();
  await wizard.importAll(2);
  await expect(wizard.count('imported')).toHaveText('1');
  await expect(
    wizard.dialog
      .getByRole('listitem')
      .filter({ hasText: 'Row 2: End date cannot be before start date' }),
  ).toBeVisible();

  await wizard.dialog.getByRole('button', { name: 'Import Another File' }).click();
  const second = csv(
    [
      header,
      `"${name.toUpperCase()}",https://summit.example.org,2031-03-01,2031-03-02,"Lisbon, Portugal",,Moved`,
    ].join('\r\n'),
  );
  await wizard.uploadCsv(second);
  await wizard.preview();
  await expect(wizard.dialog.getByText('Will skip')).toBeVisible();
  await expect(wizard.dialog.getByText(/Duplicate of existing event/)).toContainText(name);
  await wizard.chooseMode('Update existing');
  await expect(wizard.dialog.getByText('Will update')).toBeVisible();
  await wizard.importAll(1);
  await expect(wizard.count('updated')).toHaveText('1');
  await wizard.dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox', { name: 'Search events by name or location' }).fill(tag);
  await expect(page.getByText('Lisbon, Portugal').first()).toBeVisible();
});
