import { expect, test } from '@playwright/test';
import { pdfFile, pngFile } from '../fixtures/asset-files';
import { DEMO_STATE } from '../pages/auth-state';
import { AssetsPage, unique, uploadAsset } from '../pages/assets.page';
import { seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

test.use({ storageState: DEMO_STATE });

test.describe('in both themes', () => {
  test.beforeEach(async ({ page }) => {
    // Each test runs several full-page axe analyses, seconds apiece on the shared 2-core machine.
    test.slow();
    await followSystemTheme(page);
  });

  test('/assets, a card menu and the delete confirmation pass axe', async ({ page }) => {
    const assets = new AssetsPage(page);
    const photo = unique('A11y photo');
    await uploadAsset(
      page,
      { name: photo, type: 'headshot', description: 'Photo for the check.' },
      pngFile('a.png'),
    );
    await assets.open();
    await expect(assets.card(photo)).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);

    const menu = await assets.cardMenu(photo);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);
  });

  test('the upload dialog and its Add New Event dialog pass axe', async ({ page }) => {
    const assets = new AssetsPage(page);
    await assets.open();
    const upload = await assets.openUpload();
    await assets.submitUpload();
    await expect(upload.getByText('Please select a file')).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);

    await upload.getByRole('button', { name: 'Add New Event' }).click();
    const inner = page.getByRole('dialog', { name: 'Add New Event' });
    await inner.getByRole('button', { name: 'Add Event' }).click();
    await expect(inner.getByText('Event name is required')).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);
  });

  test('the detail dialog with image and PDF previews and edit mode pass axe', async ({ page }) => {
    const assets = new AssetsPage(page);
    const photo = unique('A11y headshot');
    const deck = unique('A11y deck');
    await uploadAsset(
      page,
      { name: photo, type: 'headshot', description: 'Photo for the check.' },
      pngFile('b.png'),
    );
    await uploadAsset(
      page,
      { name: deck, type: 'presentation', description: 'Deck for the check.' },
      pdfFile('b.pdf', 2),
    );
    await assets.open();
    const imageDetail = await assets.openDetail(photo);
    await expect(imageDetail.getByTestId('image-preview')).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);
    await imageDetail.getByRole('button', { name: 'Edit' }).click();
    await expect(imageDetail.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);
    await page.keyboard.press('Escape');

    const pdfDetail = await assets.openDetail(deck);
    await expect(pdfDetail.getByText('Page 1 of 2')).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS)).toEqual([]);
  });
});
