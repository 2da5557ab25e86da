import { expect, type Locator, type Page } from '@playwright/test';
import { accessToken } from './events.page';

/** /discover: the filters, the conferences and the Track dialog. */
export class DiscoverPage {
  constructor(readonly page: Page) {}

  /**
   * Waits until the shipped snapshot of the conference data is stored: the e2e server's first
   * sync stores it some seconds after start.
   */
  async waitForConferenceData() {
    const token = await accessToken(this.page);
    await expect
      .poll(
        async () => {
          const response = await this.page.request.get('/api/discover?limit=1', {
            headers: { Authorization: `Bearer ${token}` },
          });
          return Number(response.headers()['x-total-count'] ?? 0);
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .toBeGreaterThan(0);
  }

  async open(query = '') {
    await this.page.goto(`/discover${query}`);
    await expect(this.page.getByRole('heading', { name: 'Discover', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(this.list).toBeVisible();
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Conferences' });
  }

  get entries(): Locator {
    return this.list.getByRole('article');
  }

  /** One conference by its id (names repeat across years), whatever the filters show. */
  entry(id: string): Locator {
    return this.list.locator(`article[aria-labelledby="${id}"]`);
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  async toggle(name: 'Has a CFP' | 'Interested only' | 'Show dismissed') {
    await this.page.getByRole('switch', { name }).click();
  }

  /** The first conference shown that matches `filter`: its id, name and entry. */
  async first(filter: Parameters<Locator['filter']>[0] = {}) {
    const shown = this.entries.filter(filter).first();
    await expect(shown).toBeVisible();
    const id = (await shown.getAttribute('aria-labelledby'))!;
    const name = (await shown.getByRole('heading').textContent())!;
    return { id, name, entry: this.entry(id) };
  }

  /** The first conference shown whose CFP is still open and that nobody tracks yet. */
  firstOpenUntracked() {
    return this.first({
      hasText: /closes (today|tomorrow|in \d+ days?)/,
      has: this.page.getByRole('button', { name: /^Track / }),
    });
  }
}
