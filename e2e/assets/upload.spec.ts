import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  disguisedFile,
  oversizedFile,
  pdfFile,
  pngFile,
  unsupportedFile,
} from '../fixtures/asset-files';
import { DEMO_STATE, E2E_PORT } from '../pages/auth-state';
import { AssetsPage, createEvent, listAssets, unique } from '../pages/assets.page';

test.use({ storageState: DEMO_STATE });

const UPLOADS = path.resolve(`.tmp/e2e-data-${E2E_PORT}/uploads`);

/** Every file in the storage folder (temporary ones included) with its size. */
async function storedFiles() {
  const names = await readdir(UPLOADS).catch(() => [] as string[]);
  return Promise.all(
    names.map(async (name) => ({ name, size: (await stat(path.join(UPLOADS, name))).size })),
  );
}

test('uploads an image with progress; its card shows size, format, owner and a thumbnail', async ({
  page,
}) => {
  const assets = new AssetsPage(page);
  const name = unique('Headshot');
  const file = pngFile('headshot.png');
  await assets.open();
  await assets.openUpload();
  await assets.fillFields({
    name,
    description: 'Square headshot for speaker pages.',
    type: 'Headshot',
  });
  await assets.chooseFile(file);
  await expect(assets.uploadDialog.getByTestId('chosen-file')).toHaveText('headshot.png');
  await assets.submitUpload();
  await expect(assets.toast('Success')).toBeVisible();
  await expect(assets.uploadDialog).toBeHidden();

  const card = assets.card(name);
  await expect(card).toContainText(`${file.buffer.length} Bytes · PNG`);
  await expect(card).toContainText('Demo User');
  await expect(card).toContainText('Headshot');
  const thumbnail = card.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/api\/files\/.+signature=/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(160);
  expect(await thumbnail.evaluate((img) => img.getBoundingClientRect().height)).toBe(75);

  const [stored] = (await listAssets(page, '?type=headshot')).filter(
    (asset) => asset.name === name,
  );
  expect(stored).toMatchObject({ mimeType: 'image/png', fileSize: file.buffer.length });
});

test('uploads a PDF related to a new event made in the inner Add New Event dialog', async ({
  page,
}) => {
  const assets = new AssetsPage(page);
  const name = unique('Keynote deck');
  const eventName = unique('Summit');
  await assets.open();
  const dialog = await assets.openUpload();
  await assets.fillFields({ name, description: 'Slides of the keynote.', type: 'Presentation' });

  await dialog.getByRole('button', { name: 'Add New Event' }).click();
  const inner = page.getByRole('dialog', { name: 'Add New Event' });
  await inner.getByRole('textbox', { name: 'Event Name' }).fill(eventName);
  await inner.getByRole('textbox', { name: 'Event URL' }).fill('https://example.org/summit');
  await inner.getByLabel(/^Start Date/).fill('2027-05-10');
  await inner.getByLabel(/^End Date/).fill('2027-05-12');
  await inner.getByRole('textbox', { name: 'Location' }).fill('Lisbon');
  await inner.getByRole('checkbox', { name: 'Speaking' }).check();
  await inner.getByRole('button', { name: 'Add Event' }).click();
  await expect(assets.toast('Event Created')).toBeVisible();
  await expect(inner).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: 'Related Event (optional)' })).toHaveText(
    `${eventName} — May 10, 2027`,
  );

  await assets.chooseFile(pdfFile('deck.pdf'));
  await assets.submitUpload();
  await expect(assets.toast('Success')).toBeVisible();
  await expect(assets.card(name)).toContainText('PDF');
  const [stored] = (await listAssets(page)).filter((asset) => asset.name === name);
  expect(stored).toMatchObject({ type: 'presentation', mimeType: 'application/pdf' });
  expect(stored!.eventId).toEqual(expect.any(Number));
});

test('uploads a text asset, pre-selecting the event from ?eventId=', async ({ page }) => {
  const assets = new AssetsPage(page);
  const event = await createEvent(page, unique('Meetup'));
  const name = unique('Speaker bio');
  await assets.open(`/assets?eventId=${event.id}`);
  const dialog = assets.uploadDialog;
  await expect(dialog.getByRole('combobox', { name: 'Related Event (optional)' })).toContainText(
    event.name,
  );
  await assets.fillFields({ name, description: 'Short bio for the programme.', type: 'Bio' });
  await dialog.getByRole('switch', { name: 'Enter Text' }).click();
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Jane leads the OSPO.\nShe speaks.');
  await assets.submitUpload();
  await expect(assets.toast('Success')).toBeVisible();

  await page.getByRole('tab', { name: 'Bios' }).click();
  const card = assets.card(name);
  await expect(card).toContainText('TEXT');
  const detail = await assets.openDetail(name);
  await expect(detail.getByTestId('text-preview')).toHaveText('Jane leads the OSPO.\nShe speaks.');
  const [stored] = (await listAssets(page, `?eventId=${event.id}`)).filter((a) => a.name === name);
  expect(stored).toMatchObject({ type: 'bio', eventId: event.id });
});

/** Records every POST to /api/assets the page makes. */
function watchPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/assets'))
      posts.push(request.url());
  });
  return posts;
}

test('shows the field messages before any upload starts', async ({ page }) => {
  const assets = new AssetsPage(page);
  const posts = watchPosts(page);
  await assets.open();
  const dialog = await assets.openUpload();
  await assets.submitUpload();
  await expect(dialog.getByText('Name must be at least 3 characters')).toBeVisible();
  await expect(dialog.getByText('Description must be at least 10 characters')).toBeVisible();
  await expect(dialog.getByText('Please select a file')).toBeVisible();

  await dialog.getByRole('switch', { name: 'Enter Text' }).click();
  await dialog.getByRole('textbox', { name: 'Content' }).fill('   ');
  await assets.submitUpload();
  await expect(dialog.getByText('Content cannot be empty')).toBeVisible();
  expect(posts).toEqual([]);
});

test('checks the chosen file for size and type before any upload starts', async ({ page }) => {
  const assets = new AssetsPage(page);
  const posts = watchPosts(page);
  await assets.open();
  const dialog = await assets.openUpload();
  await expect(dialog.getByText(/Maximum file size: 10MB/)).toBeVisible();
  await assets.fillFields({ name: unique('Big'), description: 'A file that is too large.' });

  await assets.chooseFile(oversizedFile('huge.pdf'));
  await expect(dialog.getByText('Max file size is 10MB')).toBeVisible();
  await assets.submitUpload();
  await expect(dialog.getByText('Max file size is 10MB')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByText('Max file size is 10MB')).toBeHidden();
  await expect(dialog.getByTestId('chosen-file')).toHaveCount(0);

  await assets.chooseFile(unsupportedFile('notes.txt'));
  await expect(dialog.getByText('File type not supported')).toBeVisible();
  await assets.submitUpload();
  await expect(dialog.getByText('File type not supported')).toBeVisible();
  expect(posts).toEqual([]);
});

test('refuses a file over 10 MB and a disguised type, storing nothing', async ({ page }) => {
  const assets = new AssetsPage(page);
  const before = new Set((await storedFiles()).map((file) => file.name));
  await assets.open();

  // The browser check can be bypassed; the server must refuse on its own, so post directly.
  const bigName = unique('Too big');
  const disguisedName = unique('Disguised');
  const disguised = disguisedFile('photo.png');
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((entry) => entry.startsWith('oidc.user:'))!;
    return JSON.parse(localStorage.getItem(key)!).access_token as string;
  });
  const headers = { Authorization: `Bearer ${token}` };
  const fields = { type: 'other', description: 'Should never be stored.' };
  const big = await page.request.post('/api/assets', {
    headers,
    multipart: { ...fields, name: bigName, file: oversizedFile('huge.pdf') },
  });
  expect(big.status()).toBe(413);
  expect((await big.json()).message).toBe('Max file size is 10MB');

  // Through the UI: the extension passes the browser check, the content fails on the server.
  await assets.openUpload();
  await assets.fillFields({ name: disguisedName, ...{ description: fields.description } });
  await assets.chooseFile(disguised);
  await assets.submitUpload();
  await expect(assets.toast('Failed to upload asset. Please try again.')).toBeVisible();
  await expect(assets.uploadDialog.getByText('File type not supported')).toBeVisible();

  const names = (await listAssets(page)).map((asset) => asset.name);
  expect(names).not.toContain(bigName);
  expect(names).not.toContain(disguisedName);
  for (const file of await storedFiles()) {
    if (before.has(file.name)) continue;
    expect(file.size).toBeLessThanOrEqual(10 * 1024 * 1024);
    const content = await readFile(path.join(UPLOADS, file.name));
    expect(content.equals(disguised.buffer)).toBe(false);
  }
});
