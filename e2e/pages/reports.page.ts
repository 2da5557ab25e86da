import { expect, type Locator, type Page } from '@playwright/test';

/** /reports: the period, the filters, the figures, the charts and the exports. */
export class ReportsPage {
  constructor(readonly page: Page) {}

  async open(query = '') {
    await this.page.goto(`/reports${query}`);
    await expect(this.page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  }

  /** A figure's card, by its label ('Events tracked'). */
  figure(label: string): Locator {
    return this.page
      .getByTestId('figure')
      .filter({ has: this.page.getByRole('heading', { name: label, exact: true }) });
  }

  /** A figure's value in the period (the card's first line under its label). */
  value(label: string): Locator {
    return this.figure(label).locator('p').first();
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  async choosePeriod(kind: 'quarter' | 'year' | 'custom', value?: string) {
    await this.page.getByLabel('Period', { exact: true }).selectOption(kind);
    if (kind === 'quarter' && value)
      await this.page.getByLabel('Quarter', { exact: true }).selectOption(value);
    if (kind === 'year' && value)
      await this.page.getByLabel('Year', { exact: true }).selectOption(value);
  }

  /** Opens a chart's table and answers it. */
  async showTable(section: string): Promise<Locator> {
    await this.section(section).getByText('Show as table').click();
    return this.section(section).getByRole('table');
  }
}
