import { seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';
import { apiPost, uniqueName } from '../records/records-api';
import { expect, test } from '../records/fixtures';
import { eventWithOpenCfp } from './talk-seeds';

// Each screen is analysed in both themes in place (docs/TESTING.md).
test(`talks at an event and the CFP form's warning have no serious violations in either theme`, async ({
  page,
}) => {
  test.setTimeout(60_000);
  const event = await eventWithOpenCfp(page, 'Talks A11y Conf', 9, 40);
  const title = uniqueName('Accessible talk');
  const talk = await apiPost(page, '/api/talks', { title, abstract: 'An abstract.' });
  await apiPost(page, `/api/talks/${talk.id}/submissions`, { eventIds: [event.id] });
  await followSystemTheme(page);

  await page.goto(`/events/${event.id}`);
  const talks = page.getByRole('list', { name: 'Talks submitted' });
  await expect(talks.getByRole('link', { name: title })).toBeVisible({ timeout: 15_000 });
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'event page').toEqual([]);

  await page.goto(`/cfp-submissions?eventId=${event.id}`);
  await page.getByRole('button', { name: 'Add Submission' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Abstract').fill('Another abstract.');
  await dialog.getByRole('button', { name: 'Add Submission' }).click();
  await expect(dialog.getByRole('alert')).toContainText(title);
  expect(
    await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS),
    'CFP form with the warning',
  ).toEqual([]);
});
