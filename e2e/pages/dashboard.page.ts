import { expect, type Locator, type Page } from '@playwright/test';

/** Reads a number from text such as '1,234' or '7 upcoming in the next 30 days'. */
function firstNumber(text: string | null): number {
  const match = /\d[\d,]*/.exec(text ?? '');
  if (!match) throw new Error(`No number in "${text}"`);
  return Number(match[0].replace(/,/g, ''));
}

export type DashboardFigures = {
  events: number;
  upcoming: number;
  submissions: number;
  accepted: number;
  attendees: number;
  sponsorships: number;
  confirmed: number;
};

/** /dashboard: My week, stat cards, the three lists, the chart and quick actions. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/dashboard');
    await expect(this.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(this.stats).toBeVisible();
  }

  get myWeek() {
    return this.page.getByRole('region', { name: 'My week' });
  }

  /** One list of My week, by its title ('Waiting for your decision'). */
  myWeekList(title: string): Locator {
    return this.myWeek.getByRole('region', { name: new RegExp(`^${title}`) });
  }

  /** A line of a My week list, by the title of its record. */
  myWeekLine(list: string, title: string): Locator {
    return this.myWeekList(list).getByTestId('my-week-line').filter({ hasText: title });
  }

  get stats() {
    return this.page.getByRole('list', { name: 'Totals' });
  }

  stat(label: string): Locator {
    return this.stats.getByRole('listitem').filter({ hasText: label });
  }

  section(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  async figures(): Promise<DashboardFigures> {
    const read = async (label: string) => {
      const card = this.stat(label);
      const value = firstNumber(await card.locator('p').nth(0).textContent());
      const detail = firstNumber(await card.locator('p').nth(1).textContent());
      return [value, detail] as const;
    };
    const [events, upcoming] = await read('Total Events');
    const [submissions, accepted] = await read('CFP Submissions');
    const [attendees] = await read('Total Attendees');
    const [sponsorships, confirmed] = await read('Sponsorships');
    return { events, upcoming, submissions, accepted, attendees, sponsorships, confirmed };
  }

  /** The chart's table cell for a month ('March 2027') and a column ('Workshop', 'Total'). */
  async chartCount(month: string, column: string): Promise<number> {
    const chart = this.section('Events per Month');
    const table = chart.getByRole('table', { name: 'Events per month by type' });
    if (!(await table.isVisible())) await chart.getByText('Show as table').click();
    const headers = await table.getByRole('columnheader').allTextContents();
    const row = table.getByRole('row', { name: new RegExp(`^${month}\\b`) });
    // The row header is the first cell; the data cells follow in the column headers' order.
    const cells = await row.getByRole('cell').allTextContents();
    return Number(cells[headers.indexOf(column) - 1]);
  }
}
