import { expect, type Locator, type Page } from '@playwright/test';
import { chooseValueInUse } from './in-use-filter';

/** /attendees: table, toolbar, add/edit dialog and delete confirmation. */
export class AttendeesPage {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async open(eventId?: number, page?: number) {
    const params = new URLSearchParams();
    if (eventId) params.set('eventId', String(eventId));
    if (page) params.set('page', String(page));
    const query = params.toString();
    await this.page.goto(query ? `/attendees?${query}` : '/attendees');
    // The page is a lazy chunk; a busy shared machine can take a while to fetch it.
    await expect(this.page.getByRole('heading', { name: 'Attendees', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search attendees' }).fill(text);
  }

  /** Chooses a role in use, or 'All roles'. */
  async filterRole(role: string) {
    await chooseValueInUse(this.page, 'Filter by role', role);
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** Names in the table's rows, top to bottom. */
  async names(): Promise<string[]> {
    return this.page.locator('tbody tr td:first-child').allInnerTexts();
  }

  /** The pager's 'Showing A to B of N attendees'. */
  footer(): Locator {
    return this.page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(/^Showing \d+ to \d+ of \d+ attendees?$/);
  }

  pagerButton(name: 'Previous' | 'Next'): Locator {
    return this.page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name });
  }

  async sortBy(column: string) {
    await this.page.getByRole('button', { name: column, exact: true }).click();
  }

  async startAdd() {
    await this.page.getByRole('button', { name: 'Add Attendee' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Add Attendee' })).toBeVisible();
  }

  async pickEvent(name: string) {
    await this.dialog.getByRole('combobox', { name: 'Event' }).click();
    await this.page.getByRole('combobox', { name: 'Search events' }).fill(name);
    await this.page.getByRole('option', { name: new RegExp(`^${name} — `) }).click();
  }

  async fill(values: { name?: string; email?: string; role?: string; notes?: string }) {
    if (values.name !== undefined) await this.dialog.getByLabel('Name').fill(values.name);
    if (values.email !== undefined) await this.dialog.getByLabel('Email').fill(values.email);
    if (values.role !== undefined) await this.dialog.getByLabel('Role').fill(values.role);
    if (values.notes !== undefined) await this.dialog.getByLabel('Notes').fill(values.notes);
  }

  async delete(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
  }

  /** A toast; found even while a modal dialog hides the rest of the page from assistive tech. */
  toast(title: string): Locator {
    return this.page
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByText(title, { exact: true });
  }
}
