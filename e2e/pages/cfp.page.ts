import { expect, type Locator, type Page } from '@playwright/test';

/** /cfp-submissions: table, toolbar, add/edit dialog and delete confirmation. */
export class CfpPage {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async open(eventId?: number) {
    await this.page.goto(eventId ? `/cfp-submissions?eventId=${eventId}` : '/cfp-submissions');
    // The page is a lazy chunk; a busy shared machine can take a while to fetch it.
    await expect(this.page.getByRole('heading', { name: 'CFP Submissions', level: 1 })).toBeVisible(
      {
        timeout: 15_000,
      },
    );
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search CFP submissions' }).fill(text);
  }

  async filterStatus(label: string) {
    await this.page.getByRole('combobox', { name: 'Filter by status' }).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  row(title: string): Locator {
    return this.page.getByRole('row').filter({ hasText: title });
  }

  /** Titles of the table's rows, top to bottom. */
  async titles(): Promise<string[]> {
    return this.page.locator('tbody tr td:first-child').allInnerTexts();
  }

  async sortBy(column: string) {
    await this.page.getByRole('button', { name: column, exact: true }).click();
  }

  async startAdd() {
    await this.page.getByRole('button', { name: 'Add Submission' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Add CFP Submission' })).toBeVisible();
  }

  async pickEvent(name: string) {
    await this.dialog.getByRole('combobox', { name: 'Event' }).click();
    await this.page.getByRole('combobox', { name: 'Search events' }).fill(name);
    await this.page.getByRole('option', { name: new RegExp(`^${name} — `) }).click();
  }

  async fill(values: { title?: string; abstract?: string; submitter?: string; status?: string }) {
    if (values.title !== undefined) await this.dialog.getByLabel('Title').fill(values.title);
    if (values.abstract !== undefined)
      await this.dialog.getByLabel('Abstract').fill(values.abstract);
    if (values.submitter !== undefined)
      await this.dialog.getByLabel('Submitter Name').fill(values.submitter);
    if (values.status !== undefined) {
      await this.dialog.getByRole('combobox', { name: 'Status' }).click();
      await this.page.getByRole('option', { name: values.status, exact: true }).click();
    }
  }

  async changeStatus(title: string, status: string) {
    await this.page.getByRole('combobox', { name: `Status of ${title}` }).click();
    await this.page.getByRole('option', { name: status, exact: true }).click();
  }

  async delete(title: string) {
    await this.page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'Delete' }).click();
  }

  /** A toast; found even while a modal dialog hides the rest of the page from assistive tech. */
  toast(title: string): Locator {
    return this.page
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByText(title, { exact: true });
  }
}
