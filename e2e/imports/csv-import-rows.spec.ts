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
    wizard.dialog.getByText('Row 2, End Date: End date cannot be before start date').first(),
  ).toBeVisible();
  await wizard.importAll(2);
  await expect(wizard.count('imported')).toHaveText('1');
  await expect(
    wizard.dialog
      .getByRole('listitem')
      .filter({ hasText: 'Row 2, End Date: End date cannot be before start date' }),
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

test('reads pasted dates, names the row and column of one that is not a date', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.uploadCsv(
    csv(
      [
        'Name,Link,Start Date,End Date,Location',
        `"Pasted Dates ${tag}",example.org,"Jun 22, 2027","Jun 24, 2027",Lisbon`,
        `"Impossible Day ${tag}",https://example.org,"Jun 31, 2027","Jul 2, 2027",Lisbon`,
      ].join('\r\n'),
    ),
  );
  await wizard.preview();
  await expect(wizard.dialog.getByText(/^Will import 1,/)).toBeVisible();
  await wizard.dialog.getByText('Rows with errors (1)').click();
  await expect(
    wizard.dialog.getByText("Row 2, Start Date: 'Jun 31, 2027' is not a date").first(),
  ).toBeVisible();
  await wizard.importAll(2);
  await expect(wizard.count('imported')).toHaveText('1');
  await wizard.dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox', { name: 'Search events by name or location' }).fill(tag);
  await page
    .getByRole('link', { name: `Pasted Dates ${tag}` })
    .first()
    .click();
  await expect(page.getByText(/Jun 22, 2027/).first()).toBeVisible();
  // 'example.org' was given https://.
  await expect(page.getByRole('link', { name: 'Event Website' })).toHaveAttribute(
    'href',
    'https://example.org',
  );
});

test('disables the import and says why when no row would import', async ({ page }) => {
  const wizard = new ImportWizard(page);
  await wizard.open();
  await wizard.uploadCsv(
    csv(['Name,Link,Start Date,End Date,Location', 'Nope,https://x.org,TBA,TBA,Lisbon'].join('\n')),
  );
  await wizard.preview();
  await expect(wizard.importButton(1)).toBeDisabled();
  await expect(wizard.dialog.getByText('Nothing to import: 1 row has errors.')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
