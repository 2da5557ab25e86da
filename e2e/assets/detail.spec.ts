import { expect, test, type Locator } from '@playwright/test';
import { pdfFile, pngFile } from '../fixtures/asset-files';
import { DEMO_STATE } from '../pages/auth-state';
import { AssetsPage, listAssets, unique, uploadAsset } from '../pages/assets.page';

test.use({ storageState: DEMO_STATE });

/** A fingerprint of what the canvas shows: the share of dark pixels per horizontal band. */
function inkProfile(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d')!;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let dark = 0;
    let columnSum = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index]! < 128 && data[index + 3]! > 0) {
        dark += 1;
        columnSum += (index / 4) % element.width;
      }
    }
    return { dark, meanX: dark ? Math.round(columnSum / dark) : 0 };
  });
}

test('zooms an image from 25% to 200% and rotates it in 90° steps', async ({ page }) => {
  const assets = new AssetsPage(page);
  const name = unique('Photo');
  await uploadAsset(
    page,
    { name, type: 'headshot', description: 'A photo to preview.' },
    pngFile('p.png'),
  );
  await assets.open();
  const detail = await assets.openDetail(name);
  const image = detail.getByTestId('image-preview');
  await expect(image).toBeVisible();
  await expect(detail.getByLabel('Zoom level')).toHaveText('100%');

  const zoomIn = detail.getByRole('button', { name: 'Zoom in' });
  const zoomOut = detail.getByRole('button', { name: 'Zoom out' });
  await zoomIn.click();
  await expect(detail.getByLabel('Zoom level')).toHaveText('125%');
  const width100 = 160;
  await expect
    .poll(() => image.evaluate((img) => img.getBoundingClientRect().width))
    .toBeCloseTo(width100 * 1.25, 0);
  for (let step = 0; step < 3; step += 1) await zoomIn.click();
  await expect(detail.getByLabel('Zoom level')).toHaveText('200%');
  await expect(zoomIn).toBeDisabled();
  for (let step = 0; step < 7; step += 1) await zoomOut.click();
  await expect(detail.getByLabel('Zoom level')).toHaveText('25%');
  await expect(zoomOut).toBeDisabled();

  const rotate = detail.getByRole('button', { name: 'Rotate 90 degrees' });
  await rotate.click();
  await expect(image).toHaveAttribute('style', /scale\(0\.25\) rotate\(90deg\)/);
  await expect(detail.getByLabel('Rotation')).toHaveText('90°');
  for (let step = 0; step < 3; step += 1) await rotate.click();
  await expect(detail.getByLabel('Rotation')).toHaveText('0°');
  await expect(image).toHaveAttribute('style', /scale\(0\.25\) rotate\(0deg\)/);
  await expect(image).toHaveCSS('transform', 'matrix(0.25, 0, 0, 0.25, 0, 0)');
});

test('renders a real 3-page PDF and moves between its pages', async ({ page }) => {
  const assets = new AssetsPage(page);
  const name = unique('Deck');
  await uploadAsset(
    page,
    { name, type: 'presentation', description: 'Three pages to browse.' },
    pdfFile('deck.pdf', 3, 'Fixture'),
  );
  await assets.open();
  const detail = await assets.openDetail(name);
  const canvas = detail.getByTestId('pdf-canvas');
  await expect(detail.getByText('Page 1 of 3')).toBeVisible();
  await expect(canvas).toHaveAttribute('data-page', '1');
  await expect.poll(async () => (await inkProfile(canvas)).dark).toBeGreaterThan(500);
  const first = await inkProfile(canvas);

  await detail.getByRole('button', { name: 'Next' }).click();
  await expect(detail.getByText('Page 2 of 3')).toBeVisible();
  await expect.poll(async () => (await inkProfile(canvas)).dark).not.toBe(first.dark);
  await detail.getByRole('button', { name: 'Next' }).click();
  await expect(detail.getByText('Page 3 of 3')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Next' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Previous' }).click();
  await detail.getByRole('button', { name: 'Previous' }).click();
  await expect(detail.getByText('Page 1 of 3')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect.poll(async () => (await inkProfile(canvas)).dark).toBe(first.dark);
});

test('says so when a PDF cannot be rendered', async ({ page }) => {
  const assets = new AssetsPage(page);
  const name = unique('Broken deck');
  const broken = {
    name: 'broken.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\nnot really a pdf\n'),
  };
  await uploadAsset(
    page,
    { name, type: 'presentation', description: 'Header only, no body.' },
    broken,
  );
  await assets.open();
  const detail = await assets.openDetail(name);
  await expect(
    detail.getByText('Failed to load PDF. Please try downloading the file instead.'),
  ).toBeVisible();
});

test('edits the name and description from the detail dialog', async ({ page }) => {
  const assets = new AssetsPage(page);
  const name = unique('Abstract');
  const renamed = unique('Abstract v2');
  const asset = await uploadAsset(
    page,
    { name, type: 'abstract', description: 'First version of the abstract.' },
    pdfFile('abstract.pdf', 1),
  );
  await assets.open();
  const detail = await assets.openDetail(name);
  await expect(detail.getByText('First version of the abstract.')).toBeVisible();
  for (const text of ['Abstract', 'PDF', 'Demo User']) {
    await expect(detail.getByText(text, { exact: true })).toBeVisible();
  }

  await detail.getByRole('button', { name: 'Edit' }).click();
  await detail.getByRole('textbox', { name: 'Name' }).fill('ab');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(detail.getByText('Name must be at least 3 characters')).toBeVisible();
  await detail.getByRole('button', { name: 'Cancel' }).click();
  await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();

  await detail.getByRole('button', { name: 'Edit' }).click();
  await detail.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await detail.getByRole('textbox', { name: 'Description' }).fill('Second version, shorter.');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(assets.toast('Asset updated')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading', { name: renamed })).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Second version, shorter.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(assets.card(renamed)).toContainText('Second version, shorter.');

  const [stored] = (await listAssets(page)).filter((entry) => entry.id === asset.id);
  expect(stored).toMatchObject({ name: renamed, description: 'Second version, shorter.' });

  // The same detail as a page at /assets/{id}.
  await page.goto(`/assets/${asset.id}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Second version, shorter.')).toBeVisible();
});
