import type { Page } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { SHARED_COLOURS_THEME } from '../pages/themes';
import { apiPost, createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';

/**
 * Where screenshots go when SHOTS_DIR is set (looked at by hand, never committed). Of the
 * viewport only: a full-page shot resizes the window, which closes an open select.
 */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

/**
 * The role and tier in use: the toolbar's select of them and the form's combobox, which offers
 * them and adopts their spelling.
 */
const SCREENS = [
  {
    path: '/attendees',
    filter: 'Filter by role',
    all: 'All roles',
    add: 'Add Attendee',
    field: 'Role',
  },
  {
    path: '/sponsorships',
    filter: 'Filter by tier',
    all: 'All tiers',
    add: 'Add Sponsorship',
    field: 'Tier',
  },
] as const;

// The select and combobox are drawn with the shared tokens and components only (docs/TESTING.md).
for (const theme of SHARED_COLOURS_THEME) {
  for (const width of [1280, 390]) {
    test(`role and tier: select of those in use, combobox in the form pass axe (${theme}, ${width} px)`, async ({
      page,
    }) => {
      test.slow(); // two screens, each with its list, select and dialog
      await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      const event = await createEvent(page, 'In use');
      const used = uniqueName('Used');
      await apiPost(page, '/api/attendees', { eventId: event.id, name: 'A', role: used });
      await apiPost(page, '/api/sponsorships', { eventId: event.id, sponsorName: 'S', tier: used });

      for (const screen of SCREENS) {
        const name = screen.path.slice(1);
        await page.goto(screen.path);
        const filter = page.getByRole('combobox', { name: screen.filter });
        await expect(filter).toHaveText(screen.all, { timeout: 15_000 });
        await shot(page, `${name}-toolbar-${theme}-${width}`);
        await filter.click();
        await expect(page.getByRole('option', { name: used, exact: true })).toBeVisible();
        await shot(page, `${name}-filter-open-${theme}-${width}`);
        // The open select hides the page from assistive tech (Radix), so axe checks its list alone.
        expect(await seriousViolations(page, '[role="listbox"]')).toEqual([]);
        await page.getByRole('option', { name: used, exact: true }).click();
        await expect(filter).toHaveText(used);
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('button', { name: screen.add }).first().click();
        const dialog = page.getByRole('dialog');
        const input = dialog.getByRole('combobox', { name: screen.field });
        await input.fill(used.slice(0, -2).toLowerCase());
        await expect(page.getByRole('option', { name: used, exact: true })).toBeVisible();
        await input.press('ArrowDown');
        await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
        await shot(page, `${name}-form-combobox-${theme}-${width}`);
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
        expect(await seriousViolations(page, '[role="listbox"]')).toEqual([]);
        await input.press('Escape');
        await expect(input).toHaveAttribute('aria-expanded', 'false');
        await expect(dialog).toBeVisible();
        await input.fill(used.toLowerCase());
        await input.press('Tab');
        await expect(input).toHaveValue(used);
        await shot(page, `${name}-form-${theme}-${width}`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
    });
  }
}
