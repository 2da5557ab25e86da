import { apiPost, createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';
import { seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

const PAGES = [
  { path: '/cfp-submissions', heading: 'CFP Submissions', add: 'Add Submission' },
  { path: '/attendees', heading: 'Attendees', add: 'Add Attendee' },
  { path: '/sponsorships', heading: 'Sponsorships', add: 'Add Sponsorship' },
  { path: '/stakeholders', heading: 'Stakeholders', add: 'Add Stakeholder' },
  { path: '/talks', heading: 'Talks', add: 'Add Talk' },
];

test('record pages and their dialogs have no serious accessibility violations in either theme', async ({
  page,
}) => {
  // Ten screens, each analysed in both themes: twice the time the test of one theme had.
  test.setTimeout(180_000);
  const event = await createEvent(page, 'A11y Event');
  await apiPost(page, '/api/cfp-submissions', {
    eventId: event.id,
    title: uniqueName('Talk'),
    abstract: 'a',
    submitterName: 'S',
  });
  await apiPost(page, '/api/attendees', { eventId: event.id, name: uniqueName('Person') });
  await apiPost(page, '/api/sponsorships', {
    eventId: event.id,
    sponsorName: uniqueName('Sponsor'),
    tier: 'Gold',
    status: 'confirmed',
  });
  await apiPost(page, '/api/stakeholders', {
    name: uniqueName('Stake'),
    email: 's@example.org',
    role: 'decision_maker',
    organization: 'Org',
  });
  await apiPost(page, '/api/talks', { title: uniqueName('Talk'), abstract: 'a' });
  await followSystemTheme(page);

  for (const { path, heading, add } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: /^(Edit|Delete) /u }).first()).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), path).toEqual([]);
    await page.getByRole('button', { name: add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: add }).click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), `${path} dialog`).toEqual(
      [],
    );
    await page.keyboard.press('Escape');
  }
});
