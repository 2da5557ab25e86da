import { expect, type Locator, type Page } from '@playwright/test';

/** The fields of the Add / Edit Event dialogs. */
export type EventFields = {
  name?: string;
  link?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  cfpDeadline?: string;
  notes?: string;
};

/** A unique event name so parallel tests never see each other's data. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A local calendar day `offset` days from today as YYYY-MM-DD. */
export function dayFromToday(offset: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** /events: views, filters, pager and the event dialogs. */
export class EventsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/events');
    // The first visit loads the page's chunk, slow on a busy machine.
    await expect(this.page.getByRole('heading', { name: 'Events Dashboard' })).toBeVisible({
      timeout: 15_000,
    });
  }

  async view(mode: 'Cards' | 'Table' | 'Calendar' | 'Map') {
    await this.page
      .getByRole('group', { name: 'View mode' })
      .getByRole('button', { name: mode, exact: true })
      .click();
  }

  async search(text: string) {
    await this.page
      .getByRole('searchbox', { name: 'Search events by name or location' })
      .fill(text);
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async openAddDialog() {
    await this.page.getByRole('button', { name: 'New Event', exact: true }).click();
    await expect(this.dialog.getByRole('heading', { name: 'Add New Event' })).toBeVisible();
  }

  async fill(fields: EventFields) {
    const labels: Record<keyof EventFields, string> = {
      name: 'Event Name',
      link: 'Event URL',
      location: 'Location',
      startDate: 'Start Date',
      endDate: 'End Date',
      cfpDeadline: 'CFP Deadline',
      notes: 'Notes',
    };
    for (const [key, value] of Object.entries(fields) as [keyof EventFields, string][]) {
      await this.field(labels[key]).fill(value);
    }
  }

  /** A dialog field by its label (required fields carry a '*' after the label). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  async toggleGoal(goal: string) {
    await this.dialog.getByRole('checkbox', { name: goal }).click();
  }

  async expectFieldError(label: string, message: string) {
    const field = this.field(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }

  /** Creates an event through the dialog and waits for the success toast. */
  async create(
    fields: Required<Pick<EventFields, 'name' | 'link' | 'location' | 'startDate' | 'endDate'>> &
      EventFields,
  ) {
    await this.openAddDialog();
    await this.fill(fields);
    await this.dialog.getByRole('button', { name: 'Save Event' }).click();
    await expect(this.page.getByText('Event Added', { exact: true })).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  card(name: string): Locator {
    return this.page
      .getByTestId('event-card')
      .filter({ has: this.page.getByRole('heading', { name }) });
  }

  row(name: string): Locator {
    return this.page.getByTestId('event-row').filter({ hasText: name });
  }

  /** Chooses a value of a toolbar filter ('Filter by status' → 'Completed'). */
  async filter(label: 'type' | 'priority' | 'status', option: string) {
    await this.page.getByRole('combobox', { name: `Filter by ${label}` }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** All, Upcoming or Past. */
  async when(choice: 'All' | 'Upcoming' | 'Past') {
    await this.page
      .getByRole('group', { name: 'Which events' })
      .getByRole('button', { name: choice, exact: true })
      .click();
  }

  /** Ticks a table row's checkbox. */
  async selectRow(name: string) {
    await this.page.getByRole('checkbox', { name: `Select ${name}` }).click();
  }

  /** The bar above the table while rows are chosen: Set status for all of them. */
  async setStatusOfSelected(status: string) {
    const bar = this.page.getByRole('region', { name: 'Selected events' });
    await bar.getByRole('button', { name: 'Set status' }).click();
    await this.page.getByRole('menuitem', { name: status, exact: true }).click();
  }

  footer(): Locator {
    return this.page.getByText(/^Showing [\d,]+ to [\d,]+ of [\d,]+ events?$/);
  }

  /** The calendar moved forward (or back) until it shows `heading` ('March 2027'). */
  async calendarMonth(heading: string) {
    const title = this.page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /^[A-Z][a-z]+ \d{4}$/ });
    for (let step = 0; step < 24; step++) {
      if ((await title.textContent()) === heading) return;
      await this.page.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(title).toHaveText(heading);
  }
}

/** The signed-in page's access token, for creating test data through the API quickly. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const storage of [sessionStorage, localStorage]) {
      for (const key of Object.keys(storage)) {
        if (key.startsWith('oidc.user:'))
          return JSON.parse(storage.getItem(key)!).access_token as string;
      }
    }
    throw new Error('No signed-in user in browser storage');
  });
}

/** POSTs to the API as the signed-in user and returns the JSON answer. */
export async function apiPost<T = { id: number }>(
  page: Page,
  path: string,
  body: unknown,
): Promise<T> {
  const token = await accessToken(page);
  const response = await page.request.post(path, {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}
