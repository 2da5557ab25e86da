import { expect, type Locator, type Page } from '@playwright/test';

/** /stakeholders: role tabs, card grid, add/edit dialog and delete confirmation. */
export class StakeholdersPage {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async open() {
    await this.page.goto('/stakeholders');
    // The page is a lazy chunk; a busy shared machine can take a while to fetch it.
    await expect(this.page.getByRole('heading', { name: 'Stakeholders', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
  }

  async tab(name: string) {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  async startAdd() {
    await this.page.getByRole('button', { name: 'Add Stakeholder' }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Add Stakeholder' })).toBeVisible();
  }

  async fill(values: {
    name?: string;
    email?: string;
    role?: string;
    organization?: string;
    department?: string;
    notes?: string;
  }) {
    if (values.name !== undefined) await this.dialog.getByLabel('Name').fill(values.name);
    if (values.email !== undefined) await this.dialog.getByLabel('Email').fill(values.email);
    if (values.organization !== undefined)
      await this.dialog.getByLabel('Organization').fill(values.organization);
    if (values.department !== undefined)
      await this.dialog.getByLabel('Department').fill(values.department);
    if (values.notes !== undefined) await this.dialog.getByLabel('Notes').fill(values.notes);
    if (values.role !== undefined) {
      await this.dialog.getByRole('combobox', { name: 'Role' }).click();
      await this.page.getByRole('option', { name: values.role, exact: true }).click();
    }
  }

  async delete(name: string) {
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText(name);
    await confirm.getByRole('button', { name: 'Delete' }).click();
  }

  /** A toast; found even while a modal dialog hides the rest of the page from assistive tech. */
  toast(text: string): Locator {
    return this.page
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByText(text, { exact: true });
  }
}
