import { expect, type Locator, type Page } from '@playwright/test';
import { apiPost, dayFromToday, uniqueName } from './events.page';

/** An event made for a search journey: its name and id, unique per test. */
export async function createSearchableEvent(page: Page, prefix = 'Quokka Summit') {
  const name = uniqueName(prefix);
  const { id } = await apiPost(page, '/api/events', {
    name,
    link: 'https://example.org',
    location: 'Lisbon',
    startDate: dayFromToday(30),
    endDate: dayFromToday(31),
    priority: 'medium',
    goals: ['attending'],
    notes: 'Search journey',
  });
  return { name, id };
}

/** Part of `name` a person would type: every word, the last one cut short (a prefix). */
export const partOf = (name: string) => name.slice(0, -2);

/** The Ctrl/Cmd-K search palette. */
export class SearchPalette {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Search everywhere' });
  }

  get input(): Locator {
    return this.dialog.getByRole('combobox', { name: 'Search everywhere' });
  }

  option(name: string | RegExp): Locator {
    return this.dialog.getByRole('option', { name });
  }

  /** Opens it with Ctrl-K (the first opening loads its code). */
  async openWithKeyboard() {
    // The shortcut is listened for once the signed-in header (with its Search button) is drawn.
    await expect(this.page.getByRole('button', { name: 'Search', exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await this.page.keyboard.press('Control+K');
    await expect(this.input).toBeFocused({ timeout: 15_000 });
  }

  /** Types `text` and waits for an option named `expected`. */
  async search(text: string, expected: string | RegExp) {
    await this.input.fill(text);
    await expect(this.option(expected)).toBeVisible({ timeout: 15_000 });
  }
}
