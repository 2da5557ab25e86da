import { expect, test, type Page } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolations } from '../pages/axe';
import { CfpPage } from '../pages/cfp.page';
import { dayFromToday, EventsPage } from '../pages/events.page';
import { signInAsNewUser } from '../pages/profile.page';
import { apiPost, uniqueName } from '../records/records-api';

// Two fresh accounts in two browsers, each loading the app and its lazy screens.
test.describe.configure({ timeout: 120_000 });

const SIGNED_OUT = { storageState: { cookies: [], origins: [] } };

/** An event in 40 days whose CFP is open and which has the speaking goal. */
const speakingEvent = (page: Page, name: string) =>
  apiPost<{ id: number; name: string }>(page, '/api/events', {
    name: uniqueName(name),
    link: 'https://example.org/conf',
    location: 'Porto',
    startDate: dayFromToday(40),
    endDate: dayFromToday(41),
    cfpDeadline: dayFromToday(12),
    goals: ['speaking'],
  });

test('a teammate sending the same talk to an event is warned, names the other, saves anyway', async ({
  browser,
}) => {
  const aliceContext = await browser.newContext(SIGNED_OUT);
  const bobContext = await browser.newContext(SIGNED_OUT);
  try {
    // Alice writes a talk and submits it to the event.
    const alicePage = await aliceContext.newPage();
    const alice = await signInAsNewUser(alicePage, uniqueName('Alice Speaker'));
    const event = await speakingEvent(alicePage, 'Similar Conf');
    const title = uniqueName('Typed APIs at scale');
    const talk = await apiPost(alicePage, '/api/talks', {
      title,
      abstract: 'How we type every API we ship.',
    });
    await apiPost(alicePage, `/api/talks/${talk.id}/submissions`, { eventIds: [event.id] });

    // Bob starts a submission to that event from the same library talk.
    const bobPage = await bobContext.newPage();
    const bob = await signInAsNewUser(bobPage, uniqueName('Bob Teammate'));
    const cfp = new CfpPage(bobPage);
    await cfp.open(event.id);
    await cfp.startAdd();
    await cfp.dialog.getByRole('combobox', { name: 'Talk' }).click();
    await bobPage.getByRole('combobox', { name: 'Search talks' }).fill(title);
    await bobPage.getByRole('option', { name: new RegExp(title) }).click();
    await expect(cfp.dialog.getByLabel('Title')).toHaveValue(title);
    await expect(cfp.dialog.getByLabel('Submitter Name')).toHaveValue(alice.name);
    await cfp.dialog.getByLabel('Submitter Name').fill(bob.name);
    await cfp.dialog.getByRole('button', { name: 'Add Submission' }).click();

    const warning = cfp.dialog.getByRole('alert');
    await expect(warning).toContainText('Already submitted to this event');
    await expect(warning).toContainText(`"${title}" by ${alice.name} (this talk, draft)`);
    expect(await seriousViolations(bobPage), 'CFP form with the warning').toEqual([]);
    // Cancel returns to the form; saving again warns again, and "Save anyway" goes on.
    await cfp.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toBeHidden();
    await expect(cfp.dialog).toBeVisible();
    await cfp.dialog.getByRole('button', { name: 'Add Submission' }).click();
    await cfp.dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(cfp.dialog).toBeHidden();
    await expect(cfp.toast('CFP Submission Added')).toBeVisible();
    await expect(cfp.row(bob.name)).toContainText(title);

    // A similar title typed by hand (no library talk) is warned of too.
    await cfp.startAdd();
    await cfp.fill({ title: `${title.toUpperCase()}!`, abstract: 'My own take.' });
    await cfp.dialog.getByRole('button', { name: 'Add Submission' }).click();
    await expect(cfp.dialog.getByRole('alert')).toContainText(`by ${alice.name}`);
    await expect(cfp.dialog.getByRole('alert')).toContainText(`by ${bob.name}`);
    await cfp.dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(cfp.dialog).toBeHidden();

    // The event page lists the library talk once per submission of it.
    await bobPage.goto(`/events/${event.id}`);
    const talks = bobPage.getByRole('list', { name: 'Talks submitted' });
    await expect(talks.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
    await expect(talks.getByRole('link', { name: title }).first()).toHaveAttribute(
      'href',
      `/talks/${talk.id}`,
    );
    expect(await seriousViolations(bobPage), 'event page with its talks').toEqual([]);

    // The events list marks the event with its one library talk.
    const events = new EventsPage(bobPage);
    await events.open();
    await events.search(event.name);
    await expect(bobPage.getByTestId('event-card').filter({ hasText: event.name })).toContainText(
      '1 talk',
    );
  } finally {
    await aliceContext.close();
    await bobContext.close();
  }
});

test.describe('on a phone', () => {
  test.use({ storageState: DEMO_STATE, viewport: { width: 390, height: 844 } });

  test('the warning comes into view with the buttons under it', async ({ page }) => {
    const event = await speakingEvent(page, 'Similar Phone Conf');
    const title = uniqueName('Typed APIs on phones');
    await apiPost(page, '/api/cfp-submissions', {
      eventId: event.id,
      title,
      abstract: 'Theirs.',
      submitterName: 'Someone Else',
    });
    const cfp = new CfpPage(page);
    await cfp.open(event.id);
    await cfp.startAdd();
    await cfp.fill({ title, abstract: 'My own take.' });
    await cfp.dialog.getByRole('button', { name: 'Add Submission' }).click();
    // The long form's buttons were below the screen, and the warning with them.
    await expect(cfp.dialog.getByRole('alert')).toBeInViewport();
    await expect(cfp.dialog.getByRole('button', { name: 'Save anyway' })).toBeInViewport();
  });
});
