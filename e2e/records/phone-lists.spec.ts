import type { Locator, Page } from '@playwright/test';
import { seriousViolationsInThemes } from '../pages/axe';
import { DEMO_STATE } from '../pages/auth-state';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';
import { apiAs, userId } from '../pages/workflows.page';
import { expect, test } from './fixtures';
import { apiPost, createEvent, uniqueName } from './records-api';

// Below the small breakpoint every list is cards, nothing is wider than the screen, the event
// page's tabs are a select, and touch screens show the row actions pointers see on hover.

const seeded = { eventId: 0, eventName: '', sponsor: '', stakeholder: '', workflow: '' };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: DEMO_STATE });
  const event = await createEvent(page, 'Phone Conf');
  const tag = uniqueName('Phone');
  Object.assign(seeded, {
    eventId: event.id,
    eventName: event.name,
    sponsor: `${tag} Sponsor with a rather long name that must wrap`,
    stakeholder: `${tag} Person`,
    workflow: `${tag} request`,
  });
  await apiPost(page, '/api/attendees', {
    eventId: event.id,
    name: `${tag} Attendee`,
    email: 'a.very.long.address.for.a.phone@example.org',
    role: 'Speaker',
  });
  await apiPost(page, '/api/sponsorships', {
    eventId: event.id,
    sponsorName: seeded.sponsor,
    tier: 'Gold',
    status: 'confirmed',
    amount: '5000',
    currency: 'EUR',
    contactName: 'Sam Sponsor',
    contactEmail: 'sam@example.org',
  });
  await apiPost(page, '/api/cfp-submissions', {
    eventId: event.id,
    title: `${tag} talk`,
    abstract: 'An abstract.',
    submitterName: 'Sam Speaker',
  });
  await apiPost(page, '/api/stakeholders', {
    name: seeded.stakeholder,
    email: 'person@example.org',
    role: 'legal_reviewer',
    organization: 'Example',
  });
  await apiAs(page, 'POST', '/api/approval-workflows', {
    title: seeded.workflow,
    description: 'Seen on a phone.',
    itemType: 'event',
    itemId: event.id,
    priority: 'high',
    reviewerIds: [await userId(page, 'reviewer')],
  });
  await apiPost(page, '/api/tokens', { name: `${tag} token`, access: 'read' });
  await page.close();
});

type Screen = {
  path: string;
  /** The screen's cards (or its records' texts where a screen always had cards). */
  cards: (page: Page) => Locator;
  open?: (page: Page) => Promise<void>;
};

const listItems = (name: string) => (page: Page) =>
  page.getByRole('list', { name, exact: true }).getByRole('listitem');

const SCREENS: Screen[] = [
  { path: '/events', cards: (page) => page.getByTestId('event-card') },
  { path: '/attendees', cards: listItems('Attendees') },
  { path: '/sponsorships', cards: listItems('Sponsorships') },
  { path: '/cfp-submissions', cards: listItems('CFP submissions') },
  { path: '/stakeholders', cards: (page) => page.getByText(seeded.stakeholder) },
  { path: '/approval-workflows', cards: (page) => page.getByText(seeded.workflow) },
  { path: '/admin/users', cards: listItems('Users') },
  { path: '/admin/audit', cards: listItems('Changes') },
  {
    path: '/settings',
    cards: listItems('Your API tokens'),
    open: (page) => page.getByRole('tab', { name: 'API Tokens', exact: true }).click(),
  },
];

/** Elements reaching past the screen's edges, unless a scrolling or clipping box holds them. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const held = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        // Not text for screen readers only (the skip link until focused), clipped to nothing.
        if (getComputedStyle(element).clipPath !== 'none') return false;
        return rect.width > 0 && (rect.right > width + 0.5 || rect.left < -0.5) && !held(element);
      })
      .map((element) => element.outerHTML.slice(0, 160));
  });
}

const violations = (page: Page) => seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS);

async function expectFits(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, `${what}: page width`).toBeLessThanOrEqual(widths.inner);
  expect(await overflowing(page), `${what}: elements wider than the screen`).toEqual([]);
}

test.describe('at 390 px on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every list shows cards that fit, and axe finds nothing serious in either theme', async ({
    page,
  }) => {
    // Nine screens and the event page, each analysed in both themes: twice the time the test of
    // one theme had.
    test.setTimeout(180_000);
    await followSystemTheme(page);
    // The table view chosen on a wide screen: phones show the cards for it.
    await page.addInitScript(() => localStorage.setItem('ospo-events-view-mode', 'table'));
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await screen.open?.(page);
      await expect(screen.cards(page).first(), screen.path).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('table'), screen.path).toHaveCount(0);
      await expectFits(page, screen.path);
      expect(await violations(page), screen.path).toEqual([]);
    }

    // A card's actions are there without hovering, and the cards sort without headers.
    await page.goto(`/sponsorships?eventId=${seeded.eventId}`);
    const card = listItems('Sponsorships')(page).filter({ hasText: seeded.sponsor });
    await expect(card.getByRole('button', { name: `Edit ${seeded.sponsor}` })).toBeVisible();
    await expect(card.getByText('Gold')).toBeVisible();
    await page.goto('/attendees');
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.selectOption({ label: 'Name (descending)' });
    await expect(page).toHaveURL(/\/attendees/);
    await expect(sortBy).toHaveValue('-name');

    // The event page's tabs are one select; each choice shows its panel.
    await page.goto(`/events/${seeded.eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: seeded.eventName })).toBeVisible();
    await expect(page.getByRole('tablist')).toBeHidden();
    const sections = page.getByRole('combobox', { name: 'Event sections' });
    await sections.selectOption({ label: 'Sponsorships' });
    await expect(page.getByRole('tabpanel')).toContainText(seeded.sponsor);
    await sections.selectOption({ label: 'History' });
    await expect(page.getByRole('tabpanel', { name: 'History' })).toBeVisible();
    await expectFits(page, 'event page');
    expect(await violations(page), 'event page').toEqual([]);
  });
});

test.describe('on a touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true });

  test('the events table shows every row’s actions without hovering', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('ospo-events-view-mode', 'table'));
    await page.goto('/events');
    await page.getByRole('searchbox', { name: /Search events/ }).fill(seeded.eventName);
    const row = page.getByTestId('event-row').filter({ hasText: seeded.eventName });
    const actions = row.getByRole('button', { name: `Edit ${seeded.eventName}` }).locator('..');
    await expect(actions).toHaveCSS('opacity', '1');
  });
});

test('with a mouse the events table shows a row’s actions on hover only', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ospo-events-view-mode', 'table'));
  await page.goto('/events');
  await page.getByRole('searchbox', { name: /Search events/ }).fill(seeded.eventName);
  await expect(page.getByTestId('event-row')).toHaveCount(1); // the search has applied
  const row = page.getByTestId('event-row').filter({ hasText: seeded.eventName });
  const actions = row.getByRole('button', { name: `Edit ${seeded.eventName}` }).locator('..');
  await expect(actions).toHaveCSS('opacity', '0');
  await row.hover();
  await expect(actions).toHaveCSS('opacity', '1');
});
