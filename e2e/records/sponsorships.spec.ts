import { SponsorshipsPage } from '../pages/sponsorships.page';
import { apiPost, createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';

test('adds a sponsorship after showing every validation message', async ({ page }) => {
  const event = await createEvent(page, 'Sponsor Add Event');
  const sponsorships = new SponsorshipsPage(page);
  await sponsorships.open();
  await sponsorships.startAdd();
  await expect(sponsorships.dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
  await sponsorships.fill({ contactEmail: 'nope' });
  await sponsorships.dialog.getByRole('button', { name: 'Add Sponsorship' }).click();
  // The event, the sponsor and the tier.
  for (const field of ['Event', 'Sponsor Name', 'Tier']) {
    await expect(
      sponsorships.dialog.getByText(`${field} is required`, { exact: true }),
    ).toBeVisible();
  }
  await expect(sponsorships.dialog.getByText('Must be a valid email')).toBeVisible();

  const sponsor = uniqueName('Acme');
  await sponsorships.pickEvent(event.name);
  await sponsorships.fill({
    sponsor,
    tier: 'Gold',
    amount: '12,500.5',
    currency: 'EUR',
    status: 'Confirmed',
    contact: 'Wile E',
    contactEmail: 'wile@acme.test',
  });
  await sponsorships.dialog.getByRole('button', { name: 'Add Sponsorship' }).click();
  await expect(sponsorships.toast('Sponsorship Added')).toBeVisible();
  await expect(sponsorships.dialog).toBeHidden();
  const row = sponsorships.row(sponsor);
  for (const text of ['Gold', '€12,500.50', 'Confirmed', 'Wile E', 'wile@acme.test', event.name]) {
    await expect(row).toContainText(text);
  }
});

test('?eventId= narrows the list and fixes the event of a new sponsorship', async ({ page }) => {
  const [mine, other] = [await createEvent(page, 'Sp Narrow'), await createEvent(page, 'Sp Other')];
  const kept = uniqueName('Kept sponsor');
  const hidden = uniqueName('Other sponsor');
  await apiPost(page, '/api/sponsorships', { eventId: mine.id, sponsorName: kept, tier: 'Gold' });
  await apiPost(page, '/api/sponsorships', {
    eventId: other.id,
    sponsorName: hidden,
    tier: 'Gold',
  });

  const sponsorships = new SponsorshipsPage(page);
  await sponsorships.open(mine.id);
  await expect(page.getByText(`Sponsorships of ${mine.name}.`)).toBeVisible();
  await expect(sponsorships.row(kept)).toBeVisible();
  await expect(sponsorships.row(hidden)).toHaveCount(0);

  await sponsorships.startAdd();
  await expect(sponsorships.dialog.getByRole('combobox', { name: 'Event' })).toHaveCount(0);
  await expect(sponsorships.dialog.getByText(mine.name)).toBeVisible();
  const added = uniqueName('Added sponsor');
  await sponsorships.fill({ sponsor: added, tier: 'Bronze' });
  await sponsorships.dialog.getByRole('button', { name: 'Add Sponsorship' }).click();
  await expect(sponsorships.toast('Sponsorship Added')).toBeVisible();
  await expect(sponsorships.row(added)).toContainText('Pending');
});

test('filters by tier and status and sorts by amount (per currency), level, status and contact', async ({
  page,
}) => {
  test.slow(); // many API round trips on a shared machine
  const event = await createEvent(page, 'Sp Sort');
  const tag = uniqueName('Sponsor');
  const tier = uniqueName('Tier');
  const seed = [
    {
      sponsorName: `${tag} A`,
      tier,
      amount: 9000,
      currency: 'USD',
      status: 'confirmed',
      contactName: 'Zed',
    },
    {
      sponsorName: `${tag} B`,
      tier: 'Gold',
      amount: 10500,
      currency: 'EUR',
      status: 'pending',
      contactName: 'Amy',
    },
    {
      sponsorName: `${tag} C`,
      tier,
      amount: 500,
      currency: 'USD',
      status: 'cancelled',
      contactName: 'Mia',
    },
  ];
  for (const body of seed) await apiPost(page, '/api/sponsorships', { eventId: event.id, ...body });

  const sponsorships = new SponsorshipsPage(page);
  await sponsorships.open();
  await sponsorships.search(tag);
  await expect(page.locator('tbody tr')).toHaveCount(3);
  // Currencies A to Z (EUR before USD), the numbers in the order asked within each.
  await sponsorships.sortBy('Amount');
  await expect.poll(() => sponsorships.names()).toEqual([`${tag} B`, `${tag} C`, `${tag} A`]);
  await sponsorships.sortBy('Amount');
  await expect.poll(() => sponsorships.names()).toEqual([`${tag} B`, `${tag} A`, `${tag} C`]);
  await sponsorships.choose('Sort by', 'Contact (ascending)');
  await expect.poll(() => sponsorships.names()).toEqual([`${tag} B`, `${tag} C`, `${tag} A`]);
  await sponsorships.choose('Sort by', 'Status (descending)');
  await expect.poll(() => sponsorships.names()).toEqual([`${tag} B`, `${tag} A`, `${tag} C`]);
  await sponsorships.choose('Sort by', 'Level (descending)');
  await expect(page.getByRole('columnheader', { name: 'Tier' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // 'Tier …' sorts after 'Gold', so descending puts Gold last.
  await expect.poll(async () => (await sponsorships.names())[2]).toBe(`${tag} B`);

  await sponsorships.filterTier(tier);
  await expect.poll(() => sponsorships.names()).toHaveLength(2);
  await sponsorships.choose('Filter by status', 'Cancelled');
  await expect.poll(() => sponsorships.names()).toEqual([`${tag} C`]);
  await sponsorships.choose('Filter by status', 'Pending');
  await expect(page.getByText('No sponsorships found.')).toBeVisible();
  await sponsorships.choose('Filter by status', 'All statuses');
  await sponsorships.filterTier('All tiers');
  await expect.poll(() => sponsorships.names()).toHaveLength(3);
});

test('edits and deletes a sponsorship', async ({ page }) => {
  test.slow(); // many API round trips on a shared machine
  const event = await createEvent(page, 'Sp Edit');
  const sponsor = uniqueName('Globex');
  await apiPost(page, '/api/sponsorships', {
    eventId: event.id,
    sponsorName: sponsor,
    tier: 'Silvr',
  });
  const sponsorships = new SponsorshipsPage(page);
  await sponsorships.open(event.id);

  await page.getByRole('button', { name: `Edit ${sponsor}` }).click();
  await expect(
    sponsorships.dialog.getByRole('heading', { name: 'Edit Sponsorship' }),
  ).toBeVisible();
  await expect(sponsorships.dialog.getByLabel('Tier')).toHaveValue('Silvr');
  await sponsorships.fill({ tier: 'Silver', status: 'Confirmed' });
  await sponsorships.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(sponsorships.toast('Sponsorship Updated')).toBeVisible();
  await expect(sponsorships.row(sponsor)).toContainText('Silver');
  await expect(sponsorships.row(sponsor)).toContainText('Confirmed');

  await sponsorships.delete(sponsor);
  await expect(sponsorships.toast('Sponsorship Deleted')).toBeVisible();
  await expect(sponsorships.row(sponsor)).toHaveCount(0);
});

test('a failed load says so and Retry loads again', async ({ page }) => {
  let fail = true;
  await page.route(/\/api\/sponsorships(\?|$)/, (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
  );
  const sponsorships = new SponsorshipsPage(page);
  await sponsorships.open();
  const message = page.getByText('Failed to load sponsorships. Please try again.');
  // A failed query is retried once before the error shows.
  await expect(message).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(message).toBeHidden();
});

test('takes an amount as people type it: a symbol or code sets the currency', async ({ page }) => {
  const event = await createEvent(page, 'Sponsor Money Event');
  const sponsorships = new SponsorshipsPage(page);
  await sponsorships.open(event.id);
  for (const [typed, currency, shown] of [
    ['$2,500', 'USD', '$2,500.00'],
    ['2.500 €', 'EUR', '€2,500.00'],
  ] as const) {
    await sponsorships.startAdd();
    const sponsor = uniqueName('Typed');
    await sponsorships.fill({ sponsor, tier: 'Gold', amount: typed });
    // Leaving the field reads it: the currency select follows the symbol.
    await sponsorships.dialog.getByLabel('Contact Name').focus();
    await expect(sponsorships.dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue(
      currency,
    );
    await sponsorships.dialog.getByRole('button', { name: 'Add Sponsorship' }).click();
    await expect(sponsorships.dialog).toBeHidden();
    await expect(sponsorships.row(sponsor)).toContainText(shown);
  }
});
