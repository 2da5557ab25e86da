import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost, createEvent } from '../records/records-api';

/** A trip planned through the API for the signed-in user: three lines in two currencies. */
export async function seedTrip(page: Page, prefix = 'Trips Conf') {
  const event = await createEvent(page, prefix);
  const trip = await apiPost<{ id: number; travellerName: string }>(page, '/api/trips', {
    eventId: event.id,
    role: 'speaker',
    departDate: '2027-05-09',
    returnDate: '2027-05-13',
    notes: 'Talk on the second day; hotel near the venue.',
    lines: [
      { category: 'ticket', description: 'Flight Lisbon and back', estimate: '$2,500' },
      { category: 'lodging', description: 'Four nights', estimate: '€1.200,50' },
      { category: 'meals', estimate: '180 EUR' },
    ],
  });
  return { event, trip };
}

/** /trips, a trip's page and the Plan a trip dialog. */
export class TripsPage {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async open(query = '') {
    await this.page.goto(`/trips${query}`);
    // The page is a lazy chunk; a busy shared machine can take a while to fetch it.
    await expect(this.page.getByRole('heading', { name: 'Trips', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
  }

  async openTrip(id: number) {
    await this.page.goto(`/trips/${id}`);
    await expect(this.page.getByRole('heading', { name: 'Estimate', level: 2 })).toBeVisible({
      timeout: 15_000,
    });
  }

  async startPlan() {
    await this.page.getByRole('button', { name: 'Plan a trip' }).first().click();
    await expect(this.dialog.getByRole('heading', { name: 'Plan a trip' })).toBeVisible();
  }

  /** Adds a line to the dialog's estimate and types its amount (and category). */
  async addLine(amount: string, category?: string) {
    await this.dialog.getByRole('button', { name: 'Add line' }).click();
    const line = this.dialog.getByRole('listitem').last();
    if (category)
      await line.getByRole('combobox', { name: /^Category of line/ }).selectOption(category);
    await line.getByLabel('Estimate', { exact: true }).fill(amount);
    return line;
  }

  totals(): Locator {
    return this.dialog.getByTestId('estimate-totals');
  }
}
