import { AttendeesPage } from '../pages/attendees.page';
import { apiPost, createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';

test('adds an attendee after showing every validation message', async ({ page }) => {
  const event = await createEvent(page, 'Attendee Add Event');
  const attendees = new AttendeesPage(page);
  await attendees.open();
  await attendees.startAdd();
  await attendees.fill({ email: 'not-an-address' });
  await attendees.dialog.getByRole('button', { name: 'Add Attendee' }).click();
  // The event and the name.
  await expect(attendees.dialog.getByText('Event is required', { exact: true })).toBeVisible();
  await expect(attendees.dialog.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(attendees.dialog.getByText('Must be a valid email')).toBeVisible();

  const name = uniqueName('Ada Attendee');
  await attendees.pickEvent(event.name);
  await attendees.fill({ name, email: 'ada@example.org', role: 'Speaker' });
  await attendees.dialog.getByRole('button', { name: 'Add Attendee' }).click();
  await expect(attendees.toast('Attendee Added')).toBeVisible();
  await expect(attendees.dialog).toBeHidden();
  await expect(attendees.row(name)).toContainText('ada@example.org');
  await expect(attendees.row(name)).toContainText(event.name);
});

test('?eventId= narrows the list and fixes the event; email is optional', async ({ page }) => {
  const [mine, other] = [
    await createEvent(page, 'Att Narrow'),
    await createEvent(page, 'Att Other'),
  ];
  const kept = uniqueName('Kept person');
  const hidden = uniqueName('Other person');
  await apiPost(page, '/api/attendees', { eventId: mine.id, name: kept });
  await apiPost(page, '/api/attendees', { eventId: other.id, name: hidden });

  const attendees = new AttendeesPage(page);
  await attendees.open(mine.id);
  await expect(page.getByText(`Attendees of ${mine.name}.`)).toBeVisible();
  await expect(attendees.row(kept)).toContainText('No email provided');
  await expect(attendees.row(hidden)).toHaveCount(0);

  await attendees.startAdd();
  await expect(attendees.dialog.getByRole('combobox', { name: 'Event' })).toHaveCount(0);
  await expect(attendees.dialog.getByText(mine.name)).toBeVisible();
  const added = uniqueName('Walk-in');
  await attendees.fill({ name: added });
  await attendees.dialog.getByRole('button', { name: 'Add Attendee' }).click();
  await expect(attendees.toast('Attendee Added')).toBeVisible();
  await expect(attendees.row(added)).toBeVisible();
});

test('searches, filters by role and sorts in the API', async ({ page }) => {
  test.slow(); // many API round trips on a shared machine
  const event = await createEvent(page, 'Att Sort');
  const tag = uniqueName('Person');
  const role = uniqueName('Role');
  await apiPost(page, '/api/attendees', {
    eventId: event.id,
    name: `${tag} Bravo`,
    email: 'a@x.org',
    role,
  });
  await apiPost(page, '/api/attendees', {
    eventId: event.id,
    name: `${tag} Alpha`,
    email: 'c@x.org',
    role: 'Speaker',
  });
  await apiPost(page, '/api/attendees', {
    eventId: event.id,
    name: `${tag} Charlie`,
    email: 'b@x.org',
    role,
  });

  const attendees = new AttendeesPage(page);
  await attendees.open();
  await attendees.search(tag);
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await attendees.sortBy('Name');
  await expect
    .poll(() => attendees.names())
    .toEqual([`${tag} Alpha`, `${tag} Bravo`, `${tag} Charlie`]);
  await attendees.sortBy('Name');
  await expect
    .poll(() => attendees.names())
    .toEqual([`${tag} Charlie`, `${tag} Bravo`, `${tag} Alpha`]);
  await attendees.sortBy('Email');
  await expect
    .poll(() => attendees.names())
    .toEqual([`${tag} Bravo`, `${tag} Charlie`, `${tag} Alpha`]);

  // The filter offers the roles in use; the form's combobox spells a typed one as stored.
  await attendees.filterRole(role);
  await expect.poll(() => attendees.names()).toEqual([`${tag} Bravo`, `${tag} Charlie`]);
  await attendees.filterRole('All roles');
  await expect(page.locator('tbody tr')).toHaveCount(3);
  await attendees.startAdd();
  await attendees.fill({ role: role.toLowerCase() });
  await expect(page.getByRole('option', { name: role, exact: true })).toBeVisible();
  await attendees.dialog.getByLabel('Name').fill(`${tag} Delta`);
  await expect(attendees.dialog.getByLabel('Role')).toHaveValue(role);
  await attendees.dialog.getByRole('button', { name: 'Cancel' }).click();
  await attendees.search(uniqueName('nobody'));
  await expect(page.getByText('No attendees found.')).toBeVisible();
});

test('edits and deletes an attendee', async ({ page }) => {
  test.slow(); // many API round trips on a shared machine
  const event = await createEvent(page, 'Att Edit');
  const name = uniqueName('Typo Nmae');
  await apiPost(page, '/api/attendees', { eventId: event.id, name, role: 'Volunteer' });
  const attendees = new AttendeesPage(page);
  await attendees.open(event.id);

  const fixed = `${name} fixed`;
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(attendees.dialog.getByRole('heading', { name: 'Edit Attendee' })).toBeVisible();
  await expect(attendees.dialog.getByLabel('Role')).toHaveValue('Volunteer');
  await attendees.fill({ name: fixed, email: 'fixed@example.org' });
  await attendees.dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(attendees.toast('Attendee Updated')).toBeVisible();
  await expect(attendees.row(fixed)).toContainText('fixed@example.org');

  await attendees.delete(fixed);
  await expect(attendees.toast('Attendee Deleted')).toBeVisible();
  await expect(attendees.row(fixed)).toHaveCount(0);
});

test('a failed load says so and Retry loads again', async ({ page }) => {
  let fail = true;
  await page.route(/\/api\/attendees(\?|$)/, (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
  );
  const attendees = new AttendeesPage(page);
  await attendees.open();
  const message = page.getByText('Failed to load attendees. Please try again.');
  // A failed query is retried once before the error shows.
  await expect(message).toBeVisible({ timeout: 15_000 });
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(message).toBeHidden();
});

test('30 attendees page 25 at a time; the page is in the address and a search starts again at 1', async ({
  page,
}) => {
  test.slow(); // 30 API round trips on a shared machine
  const event = await createEvent(page, 'Att Paging');
  const tag = uniqueName('Pager');
  for (let index = 0; index < 30; index++) {
    await apiPost(page, '/api/attendees', {
      eventId: event.id,
      name: `${tag} ${String(index).padStart(2, '0')}`,
    });
  }
  const attendees = new AttendeesPage(page);
  await attendees.open(event.id);
  await attendees.sortBy('Name');
  await expect(attendees.footer()).toHaveText('Showing 1 to 25 of 30 attendees');
  await expect(page.locator('tbody tr')).toHaveCount(25);
  await expect(attendees.pagerButton('Previous')).toBeDisabled();

  await attendees.pagerButton('Next').click();
  await expect(attendees.footer()).toHaveText('Showing 26 to 30 of 30 attendees');
  await expect
    .poll(() => attendees.names())
    .toEqual([25, 26, 27, 28, 29].map((n) => `${tag} ${n}`));
  await expect(attendees.pagerButton('Next')).toBeDisabled();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);

  // Back returns to page 1; a link to page 2 opens page 2.
  await page.goBack();
  await expect(attendees.footer()).toHaveText('Showing 1 to 25 of 30 attendees');
  await attendees.open(event.id, 2);
  await expect(attendees.footer()).toHaveText('Showing 26 to 30 of 30 attendees');

  await attendees.search(`${tag} 1`);
  await expect(attendees.footer()).toHaveText('Showing 1 to 10 of 10 attendees');
  await expect(page).not.toHaveURL(/[?&]page=/);
});
