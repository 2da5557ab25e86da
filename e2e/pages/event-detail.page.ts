import { expect, type Page } from '@playwright/test';

/** /events/{id}: header, side cards, tabs and the actions. */
export class EventDetailPage {
  constructor(readonly page: Page) {}

  async open(id: number | string) {
    await this.page.goto(`/events/${id}`);
  }

  async expectLoaded(name: string) {
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async tab(
    name: 'Attendees' | 'CFP Submissions' | 'Sponsorships' | 'Trips' | 'Assets' | 'History',
  ) {
    await this.page.getByRole('tab', { name, exact: true }).click();
    return this.page.getByRole('tabpanel');
  }

  /** The status menu beside the badge. */
  async changeStatus(status: string) {
    await this.page.getByRole('button', { name: /^Change status/ }).click();
    await this.page.getByRole('menuitemradio', { name: status, exact: true }).click();
  }
}
