import { seriousViolations } from '../pages/axe';
import { dayFromToday } from '../pages/events.page';
import { THEMES_OF_OWN_COLOURS } from '../pages/themes';
import { apiPost, uniqueName } from '../records/records-api';
import { expect, test } from '../records/fixtures';

for (const theme of THEMES_OF_OWN_COLOURS) {
  test(`talks at an event and the CFP form's warning have no serious violations (${theme})`, async ({
    page,
  }) => {
    const event = await apiPost<{ id: number; name: string }>(page, '/api/events', {
      name: uniqueName('Talks A11y Conf'),
      link: 'https://example.org/conf',
      location: 'Lisbon',
      startDate: dayFromToday(40),
      endDate: dayFromToday(41),
      cfpDeadline: dayFromToday(9),
      goals: ['speaking'],
    });
    const title = uniqueName('Accessible talk');
    const talk = await apiPost(page, '/api/talks', { title, abstract: 'An abstract.' });
    await apiPost(page, `/api/talks/${talk.id}/submissions`, { eventIds: [event.id] });
    await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);

    await page.goto(`/events/${event.id}`);
    const talks = page.getByRole('list', { name: 'Talks submitted' });
    await expect(talks.getByRole('link', { name: title })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page), 'event page').toEqual([]);

    await page.goto(`/cfp-submissions?eventId=${event.id}`);
    await page.getByRole('button', { name: 'Add Submission' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Abstract').fill('Another abstract.');
    await dialog.getByRole('button', { name: 'Add Submission' }).click();
    await expect(dialog.getByRole('alert')).toContainText(title);
    expect(await seriousViolations(page), 'CFP form with the warning').toEqual([]);
  });
}
