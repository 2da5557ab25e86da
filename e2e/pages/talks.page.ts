import { expect, type Locator, type Page } from '@playwright/test';

/** /talks and /talks/{id}: the list, the talk form, the talk page and its Submit to CFP dialog. */
export class TalksPage {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async open() {
    await this.page.goto('/talks');
    // The page is a lazy chunk; a busy shared machine can take a while to fetch it.
    await expect(this.page.getByRole('heading', { name: 'Talks', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
  }

  async openTalk(id: number, title: string) {
    await this.page.goto(`/talks/${id}`);
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible({
      timeout: 15_000,
    });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search talks' }).fill(text);
  }

  row(title: string): Locator {
    return this.page.getByRole('row').filter({ hasText: title });
  }

  async startAdd() {
    await this.page.getByRole('button', { name: 'Add Talk' }).first().click();
    await expect(this.dialog.getByRole('heading', { name: 'Add Talk' })).toBeVisible();
  }

  async fill(values: {
    title?: string;
    abstract?: string;
    pitch?: string;
    level?: string;
    format?: string;
    duration?: string;
    language?: string;
    tags?: string;
  }) {
    const field = (label: string) => this.dialog.getByLabel(label);
    if (values.title !== undefined) await field('Title').fill(values.title);
    if (values.abstract !== undefined) await field('Abstract').fill(values.abstract);
    if (values.pitch !== undefined) await field('Short Description').fill(values.pitch);
    for (const [label, value] of [
      ['Level', values.level],
      ['Format', values.format],
    ] as const) {
      if (value === undefined) continue;
      await this.dialog.getByRole('combobox', { name: label }).click();
      await this.page.getByRole('option', { name: value, exact: true }).click();
    }
    if (values.duration !== undefined) await field('Duration (minutes)').fill(values.duration);
    if (values.language !== undefined) await field('Language').fill(values.language);
    if (values.tags !== undefined) await field('Tags').fill(values.tags);
  }

  /** In the talk form: 'Add external speaker', a name, 'Add speaker'; the list then names them. */
  async addExternalSpeaker(name: string) {
    await this.dialog.getByRole('button', { name: 'Add external speaker' }).click();
    const group = this.dialog.getByRole('group', { name: 'New external speaker' });
    await group.getByLabel('Name').fill(name);
    await group.getByRole('button', { name: 'Add speaker' }).click();
    await expect(this.dialog.getByRole('list', { name: 'Speakers in order' })).toContainText(name);
  }

  async save(label: 'Add Talk' | 'Save Changes') {
    await this.dialog.getByRole('button', { name: label }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Opens the Submit to CFP dialog, ticks the events and submits. */
  async submitTo(events: string[]) {
    await this.page.getByRole('button', { name: 'Submit to CFP' }).click();
    for (const name of events) {
      await this.dialog.getByRole('searchbox', { name: 'Search open CFPs' }).fill(name);
      await this.dialog.getByRole('checkbox', { name: new RegExp(name) }).check();
    }
    await this.dialog.getByRole('button', { name: /^Submit( to \d+ events)?$/ }).click();
    await expect(this.dialog).toBeHidden();
  }

  submission(eventName: string): Locator {
    return this.page
      .getByRole('table', { name: 'Submissions of this talk' })
      .getByRole('row')
      .filter({ hasText: eventName });
  }

  acceptanceRate(): Locator {
    return this.page.getByTestId('acceptance-rate');
  }

  /** A toast; found even while a modal dialog hides the rest of the page from assistive tech. */
  toast(title: string): Locator {
    return this.page
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByText(title, { exact: true });
  }

  /** A button ('Undo', 'View') of the toast with this title. */
  toastAction(title: string, action: string): Locator {
    return this.page
      .getByRole('region', { name: /Notifications/, includeHidden: true })
      .getByRole('listitem', { includeHidden: true })
      .filter({ has: this.page.getByText(title, { exact: true }) })
      .getByText(action, { exact: true });
  }
}
