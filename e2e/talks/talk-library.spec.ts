import type { Page } from '@playwright/test';
import { CfpPage } from '../pages/cfp.page';
import { seriousViolationsInThemes } from '../pages/axe';
import { TalksPage } from '../pages/talks.page';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';
import { apiPost, uniqueName } from '../records/records-api';
import { expect, test } from '../records/fixtures';
import { eventWithOpenCfp, guestSpeaker } from './talk-seeds';

// A journey over three screens: each first visit loads its chunk, seconds on the shared machine.
test.describe.configure({ timeout: 90_000 });

test('a talk written once, submitted to two CFPs, edited, one accepted', async ({ page }) => {
  const first = await eventWithOpenCfp(page, 'Talk Conf', 10);
  const second = await eventWithOpenCfp(page, 'Talk Summit', 20);
  const talks = new TalksPage(page);
  const title = uniqueName('Typed APIs at scale');

  await talks.open();
  await talks.startAdd();
  await talks.dialog.getByRole('button', { name: 'Add Talk' }).click();
  await expect(talks.dialog.getByText('A talk needs a title')).toBeVisible();
  await talks.fill({
    title,
    abstract: 'How we type every API we ship.',
    pitch: 'Types end to end.',
    level: 'Intermediate',
    format: 'Workshop',
    duration: '90',
    language: 'English',
    tags: 'typescript, api',
  });
  await talks.save('Add Talk');
  await expect(talks.toast('Talk Added')).toBeVisible();
  await talks.search(title);
  await expect(talks.row(title)).toContainText('Workshop');
  await talks.row(title).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Not submitted anywhere yet.')).toBeVisible();

  await talks.submitTo([first.name, second.name]);
  await expect(talks.toast('Talk Submitted')).toBeVisible();
  await expect(talks.submission(first.name)).toContainText('Draft');
  await expect(talks.submission(second.name)).toContainText('Draft');
  await expect(talks.acceptanceRate()).toHaveText('Acceptance rate: no decisions yet');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await talks.fill({ abstract: 'How we type every API we ship, and what it cost.' });
  // A speaker added by mistake: the toast's Undo deletes them and takes them off the talk.
  const mistake = uniqueName('Mistaken Speaker');
  await talks.addExternalSpeaker(mistake);
  await expect(talks.toastAction('Speaker Added', 'View')).toHaveCount(0);
  await talks.toastAction('Speaker Added', 'Undo').click();
  await expect(talks.toast('Undone')).toBeVisible();
  await expect(talks.dialog.getByRole('list', { name: 'Speakers in order' })).not.toContainText(
    mistake,
  );
  const guest = uniqueName('Guest Speaker');
  await talks.addExternalSpeaker(guest);
  await talks.save('Save Changes');
  await expect(page.getByRole('link', { name: guest })).toBeVisible();
  await expect(talks.submission(first.name)).toContainText('Changed since submitted');
  await expect(talks.submission(second.name)).toContainText('Changed since submitted');

  // The revision before the edit, compared with the current text.
  await page
    .getByRole('button', { name: /^View the revision/ })
    .last()
    .click();
  await expect(talks.dialog.getByRole('insertion')).toHaveText(/and what it cost\./);

  await talks.dialog.getByRole('button', { name: 'Close' }).click();
  const talkPath = new URL(page.url()).pathname;
  const cfp = new CfpPage(page);
  await cfp.open(first.id);
  await cfp.changeStatus(title, 'Accepted');
  await expect(cfp.toast('Status Updated')).toBeVisible();
  await page.goto(talkPath);
  await expect(talks.acceptanceRate()).toHaveText('Acceptance rate: 100 % (1 of 1 decided)');
  await expect(talks.submission(first.name)).toContainText('Accepted');
});

const violations = (page: Page) => seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS);

// Each screen is analysed in both themes in place (docs/TESTING.md).
test('the talks list, talk page and form and speaker page have no serious accessibility violations in either theme', async ({
  page,
}) => {
  // Six screens, each analysed in both themes.
  test.setTimeout(120_000);
  const event = await eventWithOpenCfp(page, 'Talk A11y', 15);
  const title = uniqueName('Accessible talk');
  const guest = await guestSpeaker(page, {
    name: 'Guest Speaker',
    bio: 'Maintains a typed API toolkit.',
    links: ['guest.example'],
  });
  const talk = await apiPost(page, '/api/talks', {
    title,
    abstract: 'An abstract.',
    tags: ['a11y'],
    speakers: [{ speakerId: guest.id }],
  });
  await apiPost(page, `/api/talks/${talk.id}/submissions`, { eventIds: [event.id] });
  await followSystemTheme(page);
  const talks = new TalksPage(page);
  await talks.open();
  await expect(page.getByRole('button', { name: /^(Edit|Delete) /u }).first()).toBeVisible();
  expect(await violations(page), '/talks').toEqual([]);
  await talks.openTalk(talk.id, title);
  await expect(talks.submission(event.name)).toBeVisible();
  expect(await violations(page), 'talk page').toEqual([]);
  await page.getByRole('button', { name: 'Submit to CFP' }).click();
  await expect(talks.dialog.getByRole('checkbox').first()).toBeVisible();
  expect(await violations(page), 'submit dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await talks.dialog.getByRole('button', { name: 'Add external speaker' }).click();
  await expect(talks.dialog.getByRole('group', { name: 'New external speaker' })).toBeVisible();
  expect(await violations(page), 'talk form').toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(`/speakers/${guest.id}`);
  await expect(page.getByText('Maintains a typed API toolkit.')).toBeVisible({ timeout: 15_000 });
  expect(await violations(page), 'speaker page').toEqual([]);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(talks.dialog.getByRole('combobox', { name: /Bio asset/ })).toBeVisible();
  expect(await violations(page), 'speaker form').toEqual([]);
});
