import { expect, type Locator, type Page } from '@playwright/test';
import { chooseValueInUse } from './in-use-filter';

/** /sponsorships: table, toolbar, add/edit dialog and delete confirmation. */
export class SponsorshipsPage {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async open(eventId?: number) {
    await this.page.goto(eventId ? `/sponsorships?eventId=${eventId}` : '/sponsorships');
    // The page is a lazy chunk; a busy shared machine can take a while to fetch it.
    await expect(this.page.getByRole('heading', { name: 'Sponsorships', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search sponsorships' }).fill(text);
  }

  /** Chooses a tier in use, or 'All tiers'. */
  async filterTier(tier: string) {
    await chooseValueInUse(this.page, 'Filter by tier', tier);
  }

  async choose(select: string, option: string) {
    await this.page.getByRole('combobox', { name: select }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** Sponsor names in the table's rows, top to bottom. */
  async names(): Promise<string[]> {
    return this.page.locator('tbody tr td:first-child').allInnerTexts();
  }

  async sortBy(column: string) {
    await this.page.getByRole('button', { name: column, exact: true }).click();
  }

  async startAdd() {
    await this.page.getByRole('button', { name: 'Add Sponsorship' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Add Sponsorship' })).toBeVisible();
  }

  async pickEvent(name: string) {
    await this.dialog.getByRole('combobox', { name: 'Event' }).click();
    await this.page.getByRole('combobox', { name: 'Search events' }).fill(name);
    await this.page.getByRole('option', { name: new RegExp(`^${name} — `) }).click();
  }

  async fill(values: {
    sponsor?: string;
    tier?: string;
    amount?: string;
    currency?: string;
    status?: string;
    contact?: string;
    contactEmail?: string;
  }) {
    if (values.sponsor !== undefined)
      await this.dialog.getByLabel('Sponsor Name').fill(values.sponsor);
    if (values.tier !== undefined) await this.dialog.getByLabel('Tier').fill(values.tier);
    if (values.amount !== undefined) await this.dialog.getByLabel('Amount').fill(values.amount);
    if (values.currency !== undefined)
      await this.dialog.getByRole('combobox', { name: 'Currency' }).selectOption(values.currency);
    if (values.contact !== undefined)
      await this.dialog.getByLabel('Contact Name').fill(values.contact);
    if (values.contactEmail !== undefined)
      await this.dialog.getByLabel('Contact Email').fill(values.contactEmail);
    if (values.status !== undefined) {
      await this.dialog.getByRole('combobox', { name: 'Status' }).click();
      await this.page.getByRole('option', { name: values.status, exact: true }).click();
    }
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
