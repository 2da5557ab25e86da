import { expect, type Locator, type Page } from '@playwright/test';
import type { FixtureFile } from '../fixtures/asset-files';
import { toAppOrigin } from './app-origin';

export type AssetRecord = {
  id: number;
  name: string;
  type: string;
  description: string | null;
  eventId: number | null;
  fileUrl: string | null;
  fileSize: number;
  mimeType: string;
};

/** A name no other test of the run uses. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The /assets library, its upload dialog and its detail dialog. */
export class AssetsPage {
  constructor(private readonly page: Page) {}

  async open(path = '/assets') {
    await this.page.goto(path);
    // ?eventId= opens the upload dialog, which hides the page from the accessibility tree.
    const ready = path.includes('eventId=')
      ? this.uploadDialog
      : this.page.getByRole('heading', { level: 1, name: 'Assets' });
    // The first visit loads the page's chunk, slow on a busy machine.
    await expect(ready).toBeVisible({ timeout: 15_000 });
  }

  get uploadDialog() {
    return this.page.getByRole('dialog', { name: 'Upload New Asset' });
  }

  get detailDialog() {
    return this.page.getByRole('dialog').filter({ hasText: 'Asset details and preview.' });
  }

  card(name: string): Locator {
    return this.page.getByTestId('asset-card').filter({
      has: this.page.getByRole('button', { name, exact: true }),
    });
  }

  async openUpload() {
    await this.page.getByRole('button', { name: 'Upload New Asset' }).click();
    await expect(this.uploadDialog).toBeVisible();
    return this.uploadDialog;
  }

  async fillFields(fields: { name: string; description: string; type?: string }) {
    const dialog = this.uploadDialog;
    await dialog.getByRole('textbox', { name: 'Asset Name' }).fill(fields.name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill(fields.description);
    if (fields.type) {
      await dialog.getByRole('combobox', { name: 'Asset Type' }).click();
      await this.page.getByRole('option', { name: fields.type, exact: true }).click();
    }
  }

  async chooseFile(file: FixtureFile) {
    await this.uploadDialog.getByLabel(/^File/).setInputFiles(file);
  }

  async submitUpload() {
    await this.uploadDialog.getByRole('button', { name: 'Upload Asset' }).click();
  }

  /** Opens the detail dialog from the card's title. */
  async openDetail(name: string) {
    await this.card(name).getByRole('button', { name, exact: true }).click();
    await expect(this.detailDialog.getByRole('heading', { name })).toBeVisible();
    return this.detailDialog;
  }

  /** A toast in the shell's notification area, by its title or description. */
  toast(text: string): Locator {
    return this.page
      .getByRole('region', { name: /Notifications/ })
      .getByText(text, { exact: true });
  }

  async cardMenu(name: string) {
    await this.card(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    return this.page.getByRole('menu');
  }
}

/** The signed-in user's access token, for API calls made beside the UI. */
export async function accessToken(page: Page): Promise<string> {
  // The token lives in the app origin's storage: a fresh page has to be there first.
  await toAppOrigin(page);
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((entry) => entry.startsWith('oidc.user:'));
    if (!key) throw new Error('Not signed in');
    return JSON.parse(localStorage.getItem(key)!).access_token as string;
  });
}

/** GET /api/assets with the page's token. */
export async function listAssets(page: Page, query = ''): Promise<AssetRecord[]> {
  const token = await accessToken(page);
  const response = await page.request.get(`/api/assets${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** POST /api/assets as multipart with the page's token (setup of tests about other things). */
export async function uploadAsset(
  page: Page,
  fields: { name: string; type: string; description: string },
  file: FixtureFile,
): Promise<AssetRecord> {
  const token = await accessToken(page);
  const response = await page.request.post('/api/assets', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { ...fields, file },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

/** POST /api/events with the page's token. */
export async function createEvent(page: Page, name: string): Promise<{ id: number; name: string }> {
  const token = await accessToken(page);
  const response = await page.request.post('/api/events', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      link: 'https://example.org/event',
      location: 'Brussels',
      startDate: '2027-02-06',
      endDate: '2027-02-07',
      goals: ['attending'],
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}
