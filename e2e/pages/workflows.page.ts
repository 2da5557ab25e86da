import { expect, type Page } from '@playwright/test';

/** Calls the API as the signed-in user of `page`, with the access token the app stored. */
export async function apiAs<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token
        : '';
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? undefined : response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** A unique name for this test's records (the database is shared by the whole run). */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Creates an event through the API (workflows need one); the page must be signed in. */
export async function createEvent(page: Page, name: string) {
  return apiAs<{ id: number; name: string }>(page, 'POST', '/api/events', {
    name,
    link: 'https://example.org/event',
    location: 'Brussels',
    startDate: '2027-02-06',
    endDate: '2027-02-07',
    goals: ['speaking'],
  });
}

/** The user id of a username, from GET /api/users. */
export async function userId(page: Page, username: string) {
  const users = await apiAs<{ id: number; username: string }[]>(page, 'GET', '/api/users');
  const user = users.find((entry) => entry.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

/** /approval-workflows: tabs, cards and the Create Workflow dialog. */
export class WorkflowsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/approval-workflows');
    await expect(
      this.page.getByRole('heading', { name: 'Approval Workflows', level: 1 }),
    ).toBeVisible();
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Create Workflow' });
  }

  async openCreateDialog() {
    await this.page.getByRole('button', { name: 'Create Workflow' }).click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }

  async submitCreate() {
    await this.dialog.getByRole('button', { name: 'Create Workflow' }).click();
  }

  async chooseRequestType(label: string) {
    await this.dialog.getByLabel('Request Type').click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async chooseEvent(name: string) {
    await this.dialog.getByRole('combobox', { name: 'Event' }).click();
    await this.page.getByRole('combobox', { name: 'Search events' }).fill(name);
    await this.page.getByRole('option', { name: new RegExp(name) }).click();
  }

  async chooseReviewers(names: string[]) {
    await this.dialog.getByRole('combobox', { name: 'Reviewers' }).click();
    const list = this.page.getByRole('listbox', { name: 'Reviewers' });
    for (const name of names) {
      await this.page.getByRole('combobox', { name: 'Search users' }).fill(name);
      const option = list.getByRole('option', { name });
      await option.click();
      await expect(option).toHaveAttribute('aria-checked', 'true');
    }
    await this.page.keyboard.press('Escape');
  }

  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }

  card(title: string) {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title }) });
  }
}

/** /approval-workflows/{id}: status, reviewers, decision, comments, history. */
export class WorkflowDetailPage {
  constructor(private readonly page: Page) {}

  async open(id: number, title: string) {
    await this.page.goto(`/approval-workflows/${id}`);
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  }

  get status() {
    return this.page.getByTestId('workflow-status');
  }

  reviewer(name: string) {
    return this.page
      .getByRole('list', { name: 'Reviewers' })
      .getByRole('listitem')
      .filter({ hasText: name });
  }

  async decide(action: 'Approve' | 'Reject' | 'Request changes', comment?: string) {
    if (comment) await this.page.getByLabel('Comment (optional)').fill(comment);
    await this.page.getByRole('button', { name: action, exact: true }).click();
  }
}
