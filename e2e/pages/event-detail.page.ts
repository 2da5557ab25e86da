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

  async tab(name: 'Attendees' | 'CFP Submissions' | 'Sponsorships' | 'Assets' | 'History') {
    await this.page.getByRole('tab', { name, exact: true }).click();
    return this.page.getByRole('tabpanel');
  }
}
