import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { apiPost, dayFromToday, EventsPage, uniqueName } from '../pages/events.page';

test.use({ storageState: DEMO_STATE });

test('30 events page 12 at a time and the table sorts by a column both ways', async ({ page }) => {
  const events = new EventsPage(page);
  await events.open();
  const prefix = uniqueName('Paging');
  for (let index = 0; index < 30; index++) {
    await apiPost(page, '/api/events', {
      name: `${prefix} ${String(index).padStart(2, '0')}`,
      link: 'https://example.org',
      location: index % 2 ? 'Oslo' : 'Rome',
      startDate: dayFromToday(100 + index),
      endDate: dayFromToday(101 + index),
      goals: ['attending'],
    });
  }
  await events.view('Table');
  await events.search(prefix);
  await expect(events.footer()).toHaveText('Showing 1 to 12 of 30 events');
  await expect(page.getByTestId('event-row').first()).toContainText(`${prefix} 00`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(events.footer()).toHaveText('Showing 13 to 24 of 30 events');
  await expect(page.getByTestId('event-row').first()).toContainText(`${prefix} 12`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(events.footer()).toHaveText('Showing 25 to 30 of 30 events');
  await expect(page.getByTestId('event-row')).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  const eventHeader = page.getByRole('columnheader', { name: 'Event', exact: true });
  await expect(eventHeader).toHaveAttribute('aria-sort', 'ascending');
  await eventHeader.getByRole('button').click();
  await expect(eventHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(events.footer()).toHaveText('Showing 1 to 12 of 30 events');
  await expect(page.getByTestId('event-row').first()).toContainText(`${prefix} 29`);

  const datesHeader = page.getByRole('columnheader', { name: 'Dates' });
  await datesHeader.getByRole('button').click();
  await expect(datesHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByTestId('event-row').first()).toContainText(`${prefix} 00`);

  await events.search(`${prefix} 0`);
  await expect(events.footer()).toHaveText('Showing 1 to 10 of 10 events');
  await events.search('no such event anywhere zz');
  await expect(page.getByText('No events found matching your criteria.')).toBeVisible();
});

test('the count columns sort every matching event, not just the page on screen', async ({
  page,
}) => {
  const events = new EventsPage(page);
  await events.open();
  const prefix = uniqueName('Counts');
  const ids: number[] = [];
  for (let index = 0; index < 14; index++) {
    const event = await apiPost(page, '/api/events', {
      name: `${prefix} ${String(index).padStart(2, '0')}`,
      link: 'https://example.org',
      location: 'Oslo',
      startDate: dayFromToday(100),
      endDate: dayFromToday(101),
      goals: ['attending'],
    });
    ids.push(event.id);
  }
  // By name, events 12 and 13 are on the second page.
  for (const name of ['Ann', 'Bo', 'Cy']) {
    await apiPost(page, '/api/attendees', { eventId: ids[13], name });
  }
  for (const title of ['Talk one', 'Talk two']) {
    await apiPost(page, '/api/cfp-submissions', {
      eventId: ids[12],
      title,
      abstract: 'An abstract for the sorting journey.',
      submitterName: 'Sam Speaker',
    });
  }
  await events.view('Table');
  await events.search(prefix);
  await expect(events.footer()).toHaveText('Showing 1 to 12 of 14 events');

  const participants = page.getByRole('columnheader', { name: 'Participants' });
  await participants.getByRole('button').click();
  await participants.getByRole('button').click();
  await expect(participants).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('event-row').first()).toContainText(`${prefix} 13`);

  const cfp = page.getByRole('columnheader', { name: 'CFP' });
  await cfp.getByRole('button').click();
  await expect(cfp).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByTestId('event-row').last()).not.toContainText(`${prefix} 12`);
  await cfp.getByRole('button').click();
  await expect(page.getByTestId('event-row').first()).toContainText(`${prefix} 12`);
});
