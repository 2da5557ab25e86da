import { expect, test } from '@playwright/test';
import { pngFile } from '../fixtures/asset-files';
import { DEMO_STATE } from '../pages/auth-state';
import { AssetsPage, listAssets, unique, uploadAsset } from '../pages/assets.page';

test.use({ storageState: DEMO_STATE });

test('download opens the file in a new tab through a signed link that refuses tampering', async ({
  page,
  context,
}) => {
  const assets = new AssetsPage(page);
  const name = unique('Logo');
  const file = pngFile('logo.png', 64, 48, [220, 38, 38]);
  await uploadAsset(page, { name, type: 'other', description: 'Logo for the booth.' }, file);
  await assets.open();

  const menu = await assets.cardMenu(name);
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    menu.getByRole('menuitem', { name: 'Download' }).click(),
  ]);
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  expect(url.pathname).toMatch(/^\/api\/files\/[\w-]+\.png$/);
  expect(url.searchParams.get('expires')).toMatch(/^\d+$/);
  expect(url.searchParams.get('signature')).toBeTruthy();
  await tab.close();

  // No session needed: the signature is the permission. The bytes are the uploaded ones.
  const anonymous = await page.context().browser()!.newContext();
  const fetched = await anonymous.request.get(url.toString());
  expect(fetched.status()).toBe(200);
  expect(Buffer.from(await fetched.body()).equals(file.buffer)).toBe(true);

  const tamperedSignature = new URL(url);
  const signature = url.searchParams.get('signature')!;
  tamperedSignature.searchParams.set(
    'signature',
    (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1),
  );
  expect((await anonymous.request.get(tamperedSignature.toString())).status()).toBe(403);

  const extended = new URL(url);
  extended.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  expect((await anonymous.request.get(extended.toString())).status()).toBe(403);

  const expired = new URL(url);
  expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 60));
  expect((await anonymous.request.get(expired.toString())).status()).toBe(403);
  await anonymous.close();

  // The detail dialog's Download opens the same kind of link.
  const detail = await assets.openDetail(name);
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    detail.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(new URL(second.url()).pathname).toBe(url.pathname);
  await second.close();
});

test('deletes an asset only after confirmation', async ({ page }) => {
  const assets = new AssetsPage(page);
  const name = unique('Old report');
  const asset = await uploadAsset(
    page,
    { name, type: 'trip_report', description: 'Trip report to remove.' },
    pngFile('r.png'),
  );
  await assets.open();
  await page.getByRole('tab', { name: 'Trip Reports' }).click();

  let menu = await assets.cardMenu(name);
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this asset? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(assets.card(name)).toBeVisible();
  expect((await listAssets(page)).some((entry) => entry.id === asset.id)).toBe(true);

  menu = await assets.cardMenu(name);
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(assets.toast('Asset deleted')).toBeVisible();
  await expect(assets.card(name)).toHaveCount(0);
  expect((await listAssets(page)).some((entry) => entry.id === asset.id)).toBe(false);

  // Its file link stops working with the record.
  const fileUrl = asset.fileUrl!;
  expect((await page.request.get(fileUrl)).status()).toBe(404);
});
