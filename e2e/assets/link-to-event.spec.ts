import { expect, test } from '@playwright/test';
import { pdfFile, pngFile } from '../fixtures/asset-files';
import { DEMO_STATE } from '../pages/auth-state';
import { AssetsPage, createEvent, listAssets, unique, uploadAsset } from '../pages/assets.page';
import { EventDetailPage } from '../pages/event-detail.page';

test.use({ storageState: DEMO_STATE });

test("links two existing assets to an event from its detail page's Assets tab", async ({
  page,
}) => {
  const assets = new AssetsPage(page);
  await assets.open();
  const event = await createEvent(page, unique('Linking conf'));
  const tag = unique('linkable');
  const slides = await uploadAsset(
    page,
    { name: `${tag} slides`, type: 'presentation', description: 'Slides to link to the event.' },
    pdfFile('slides.pdf', 1),
  );
  const photo = await uploadAsset(
    page,
    { name: `${tag} photo`, type: 'headshot', description: 'Photo to link to the event.' },
    pngFile('photo.png'),
  );

  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await detail.expectLoaded(event.name);
  const panel = await detail.tab('Assets');
  await panel.getByRole('button', { name: 'Link Existing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link Existing Assets' });
  await dialog.getByRole('searchbox', { name: /Search assets/ }).fill(tag);
  await dialog.getByRole('checkbox', { name: new RegExp(`${tag} slides`) }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(`${tag} photo`) }).check();
  await expect(dialog.getByText('2 selected')).toBeVisible();
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') puts.push(new URL(request.url()).pathname);
  });
  await dialog.getByRole('button', { name: 'Link Assets' }).click();
  await expect(assets.toast('Assets Linked')).toBeVisible();
  expect(puts.sort()).toEqual([`/api/assets/${slides.id}`, `/api/assets/${photo.id}`].sort());

  await expect(panel.getByText(`${tag} slides`)).toBeVisible();
  await expect(panel.getByText(`${tag} photo`)).toBeVisible();
  const linked = await listAssets(page, `?eventId=${event.id}`);
  expect(linked.map((asset) => asset.id).sort()).toEqual([slides.id, photo.id].sort());

  // 'View Details' on the event's tile leads to the asset's own page.
  await panel
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/assets\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(tag) })).toBeVisible();
});
