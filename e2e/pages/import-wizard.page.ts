import { expect, type Locator, type Page } from '@playwright/test';
import { countOf } from '../../src/shared/plural';

type CsvFile = string | { name: string; mimeType: string; buffer: Buffer };

/** The events page's CSV import wizard: Upload → Mapping → Preview → Results. */
export class ImportWizard {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Import Events from CSV' });
  }

  async open() {
    await this.page.goto('/events');
    await this.page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(this.dialog).toBeVisible();
    await expect(this.currentStep).toHaveText(/Upload/);
  }

  get currentStep() {
    return this.dialog.getByRole('listitem').and(this.dialog.locator('[aria-current="step"]'));
  }

  async upload(file: CsvFile) {
    await this.dialog.getByLabel('CSV file').setInputFiles(file);
  }

  /** Uploads a file the wizard accepts and waits for the mapping step. */
  async uploadCsv(file: CsvFile) {
    await this.upload(file);
    await expect(this.dialog.getByRole('heading', { name: 'CSV columns' })).toBeVisible({
      timeout: 30_000,
    });
  }

  /** The list of rows a file could not be read at, shown in the upload step. */
  get unreadableRows() {
    return this.dialog.getByRole('alert').getByRole('listitem');
  }

  async setDefault(label: string, value: string) {
    await this.dialog.getByLabel(label, { exact: true }).fill(value);
  }

  get previewButton() {
    return this.dialog.getByRole('button', { name: 'Preview Import' });
  }

  /** Opens the preview and waits for the server's duplicate check. */
  async preview() {
    await this.previewButton.click();
    await expect(this.dialog.getByText(/^Will import \d+/)).toBeVisible({ timeout: 60_000 });
  }

  async chooseMode(label: 'Skip duplicates' | 'Update existing' | 'Smart merge' | 'Import anyway') {
    await this.dialog.getByRole('radio', { name: label }).check();
    await expect(this.dialog.getByText(/^Will import \d+/)).toBeVisible({ timeout: 60_000 });
  }

  importButton(rowCount: number) {
    return this.dialog.getByRole('button', { name: `Import ${countOf(rowCount, 'Event')}` });
  }

  async importAll(rowCount: number) {
    await this.importButton(rowCount).click();
    await expect(this.dialog.getByRole('heading', { name: 'Import Complete' })).toBeVisible({
      timeout: 90_000,
    });
  }

  count(label: 'imported' | 'updated' | 'skipped' | 'duplicates') {
    return this.dialog.getByTestId(`import-${label}`);
  }
}
