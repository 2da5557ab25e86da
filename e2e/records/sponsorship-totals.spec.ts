import { EventDetailPage } from '../pages/event-detail.page';
import { SponsorshipsPage } from '../pages/sponsorships.page';
import { apiPost, createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';

test('the list and the event page add the amounts up per currency', async ({ page }) => {
  test.slow(); // several API round trips and two screens on a shared machine
  const event = await createEvent(page, 'Sp Totals');
  const tag = uniqueName('Funder');
  for (const [amount, currency, status] of [
    ['5000.5', 'USD', 'confirmed'],
    [1000, 'USD', 'pending'],
    [900, 'EUR', 'confirmed'],
    [null, null, 'confirmed'],
  ] as const) {
    await apiPost(page, '/api/sponsorships', {
      eventId: event.id,
      sponsorName: `${tag} ${currency ?? 'none'} ${amount}`,
      tier: 'Gold',
      amount,
      currency,
      status,
    });
  }

  const sponsorships = new SponsorshipsPage(page);
  await sponsorships.open(event.id);
  const totals = page.getByTestId('sponsorship-totals');
  await expect(totals).toHaveText('Total: €900.00 · $6,000.50 (3 sponsorships with an amount)');
  await sponsorships.choose('Filter by status', 'Confirmed');
  await expect(totals).toHaveText('Total: €900.00 · $5,000.50 (2 sponsorships with an amount)');
  await sponsorships.choose('Filter by status', 'Pending');
  await expect(totals).toHaveText('Total: $1,000.00 (1 sponsorship with an amount)');
  await expect(sponsorships.row(`${tag} USD 1000`)).toContainText('$1,000.00');

  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await detail.expectLoaded(event.name);
  const tab = await detail.tab('Sponsorships');
  await expect(tab.getByTestId('sponsorship-totals')).toHaveText(
    'Total: €900.00 · $6,000.50 (3 sponsorships with an amount)',
  );
  await expect(tab.getByRole('listitem').filter({ hasText: `${tag} EUR` })).toContainText(
    '€900.00',
  );
});
