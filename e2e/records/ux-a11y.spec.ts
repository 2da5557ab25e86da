import type { Page } from '@playwright/test';
import { seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, showTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';
import { apiPost, createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';

/** Where screenshots go when SHOTS_DIR is set, one per theme (looked at by hand, never committed). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const theme of THEMES_OF_OWN_COLOURS) {
    await showTheme(page, theme);
    await page.screenshot({
      path: `${dir}/${name}-${theme}.png`,
      fullPage: true,
      animations: 'disabled',
    });
  }
}

const violations = (page: Page, include?: string) =>
  seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS, include);

const isoIn = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

for (const width of [1280, 390]) {
  test(`coloured CFP statuses, the deadline banner and a failed list pass axe in either theme (${width} px)`, async ({
    page,
  }) => {
    // Five screens, each analysed in both themes: twice the default time.
    test.setTimeout(60_000);
    await followSystemTheme(page);
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    const event = await createEvent(page, 'Colours Event');
    for (const status of ['draft', 'submitted', 'accepted', 'rejected', 'withdrawn']) {
      await apiPost(page, '/api/cfp-submissions', {
        eventId: event.id,
        title: uniqueName(`Talk ${status}`),
        abstract: 'a',
        submitterName: 'A',
        status,
      });
    }
    await page.goto(`/cfp-submissions?eventId=${event.id}`);
    await expect(page.getByRole('combobox', { name: /^Status of Talk accepted/ })).toBeVisible();
    await shot(page, `cfp-statuses-${width}`);
    // The table, or its cards on phones (the event's name above it, narrowed, is a link of the
    // records screens).
    const list = width > 500 ? 'table' : '[data-slot="record-cards"]';
    expect(await violations(page, list)).toEqual([]);

    for (const days of [5, 12, 30]) {
      const soon = await apiPost<{ id: number }>(page, '/api/events', {
        name: uniqueName(`Deadline in ${days}`),
        link: 'https://example.org',
        startDate: isoIn(60),
        endDate: isoIn(61),
        location: 'Lisbon',
        priority: 'high',
        type: 'conference',
        cfpDeadline: isoIn(days),
      });
      await page.goto(`/events/${soon.id}`);
      await expect(page.getByRole('note')).toContainText(`${days} days remaining`);
      await shot(page, `banner-${days}-${width}`);
      expect(await violations(page)).toEqual([]);
    }

    await page.route('**/api/stakeholders?*', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
    );
    await page.goto('/stakeholders');
    await expect(page.getByRole('alert')).toContainText(
      'The server did not answer; your data is safe. Try again.',
      { timeout: 10_000 },
    );
    await shot(page, `list-error-${width}`);
    expect(await violations(page)).toEqual([]);
  });
}
