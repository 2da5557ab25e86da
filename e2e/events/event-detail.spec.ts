import { expect, test, type Page } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { EventDetailPage } from '../pages/event-detail.page';
import { apiPost, dayFromToday, EventsPage, uniqueName } from '../pages/events.page';

test.use({ storageState: DEMO_STATE });
// Multi-step journeys: the first visit of a route loads its chunk, seconds on the shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

async function createEvent(page: Page, name: string) {
  return apiPost(page, '/api/events', {
    name,
    link: 'https://example.org/fest',
    location: 'Vienna',
    startDate: dayFromToday(40),
    endDate: dayFromToday(41),
    cfpDeadline: dayFromToday(20),
    goals: ['speaking'],
  });
}

test('the detail page shows its facts, side cards, tabs and links', async ({ page }) => {
  const events = new EventsPage(page);
  await events.open();
  const name = uniqueName('Detail Fest');
  const event = await createEvent(page, name);
  await Promise.all([
    ...Array.from({ length: 11 }, (_, index) =>
      apiPost(page, '/api/attendees', {
        event_id: event.id,
        name: `Guest ${index}`,
        email: `g${index}@example.org`,
      }),
    ),
    ...Array.from({ length: 6 }, (_, index) =>
      apiPost(page, '/api/cfp-submissions', {
        eventId: event.id,
        title: `Talk ${index}`,
        abstract: 'An abstract',
        submitterName: 'Ada Lovelace',
        status: 'submitted',
      }),
    ),
    apiPost(page, '/api/sponsorships', {
      event_id: event.id,
      sponsor_name: 'Acme',
      tier: 'gold',
      amount: 5000,
      currency: 'USD',
      status: 'confirmed',
    }),
  ]);
  // The newest attendee (listed first) has neither e-mail nor role.
  await apiPost(page, '/api/attendees', { event_id: event.id, name: 'Guest 11', email: '' });

  // A table row click opens the detail page.
  await events.view('Table');
  await events.search(name);
  await events.row(name).getByRole('cell', { name: 'Vienna' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));

  const detail = new EventDetailPage(page);
  await detail.expectLoaded(name);
  await expect(page.getByText('Planning', { exact: true })).toBeVisible();
  await expect(page.getByText('Created by Demo User')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('20 days remaining');
  await expect(page.getByRole('link', { name: 'Event Website' })).toHaveAttribute(
    'href',
    'https://example.org/fest',
  );
  const base = `eventId=${event.id}`;
  await expect(page.getByRole('link', { name: 'View Attendance' })).toHaveAttribute(
    'href',
    `/attendees?${base}`,
  );
  await expect(page.getByRole('link', { name: 'View CFP Submissions' })).toHaveAttribute(
    'href',
    `/cfp-submissions?${base}`,
  );
  await expect(page.getByRole('link', { name: 'View Sponsorship' })).toHaveAttribute(
    'href',
    `/sponsorships?${base}`,
  );

  const attendees = page.getByRole('tabpanel');
  await expect(attendees.getByRole('listitem')).toHaveCount(10);
  await expect(attendees.getByRole('listitem').first()).toContainText('Guest 11');
  await expect(attendees.getByRole('listitem').first()).toContainText('No email provided');
  await expect(attendees.getByRole('listitem').first()).toContainText('Attendee');

  const submissions = await detail.tab('CFP Submissions');
  await expect(submissions.getByRole('listitem')).toHaveCount(5);
  const sponsorships = await detail.tab('Sponsorships');
  await expect(sponsorships.getByRole('listitem')).toContainText(['$5,000.00']);
  const history = await detail.tab('History');
  await expect(history.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('link', { name: 'Back to Events' }).first().click();
  await expect(page).toHaveURL(/\/events$/);
});

test('existing assets are linked to the event from the Assets tab', async ({ page }) => {
  const events = new EventsPage(page);
  await events.open();
  const name = uniqueName('Asset Fest');
  const event = await createEvent(page, name);
  const assetName = uniqueName('Slides');
  await apiPost(page, '/api/assets', {
    name: assetName,
    type: 'presentation',
    description: 'Slides for the keynote talk',
    content: 'text',
    isTextContent: true,
  });
  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await detail.expectLoaded(name);
  const assets = await detail.tab('Assets');
  await expect(assets.getByRole('link', { name: 'Add Asset' })).toHaveAttribute(
    'href',
    `/assets?eventId=${event.id}`,
  );
  await assets.getByRole('button', { name: 'Link Existing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link Existing Assets' });
  await expect(dialog.getByText('0 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Link Assets' }).click();
  await expect(page.getByText('No Assets Selected', { exact: true })).toBeVisible({
    timeout: 15_000, // the toast area's code loads with the first toast
  });
  await dialog.getByRole('searchbox').fill(assetName);
  await dialog.getByRole('checkbox', { name: new RegExp(assetName) }).click();
  await expect(dialog.getByText('1 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Link Assets' }).click();
  await expect(page.getByText('Assets Linked', { exact: true })).toBeVisible();
  await expect(page.getByTestId('event-asset')).toHaveCount(1);
  await expect(page.getByRole('link', { name: `View Details of ${assetName}` })).toHaveAttribute(
    'href',
    /\/assets\/\d+$/,
  );
});

test('a bad id, a missing event and a non-numeric id have their own messages', async ({ page }) => {
  const detail = new EventDetailPage(page);
  await detail.open('abc');
  await expect(page.getByRole('heading', { name: 'Invalid Event ID' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Back to Events' })).toBeVisible();
  await detail.open(2_000_000_000);
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
});
