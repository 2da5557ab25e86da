import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { SHARED_COLOURS_THEME } from '../pages/themes';
import { EventDetailPage } from '../pages/event-detail.page';
import { NotificationsPage, reviewerApprovesRequestOf } from '../pages/notifications.page';
import { signInAsNewUser } from '../pages/profile.page';
import { SettingsPage } from '../pages/settings.page';
import { apiAs, createEvent, unique } from '../pages/workflows.page';

// Each journey signs up someone new, so that no other journey's notices reach their bell.

test('the bell shows a new notice after a reviewer decides; marking it read updates the count', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAsNewUser(page, 'Nina Notified');
  const notifications = new NotificationsPage(page);
  await notifications.expectUnread(0);

  const { title, id } = await reviewerApprovesRequestOf(page, browser);
  // The bell asks again when the window regains focus, every minute, and on a new page.
  await page.reload();
  await notifications.expectUnread(1);

  await notifications.open();
  const entry = notifications.list().getByRole('listitem').first();
  await expect(entry.getByRole('link')).toHaveAccessibleName(
    `Unread: Rita Reviewer approved "${title}"`,
  );
  await entry
    .getByRole('button', { name: `Mark as read: Rita Reviewer approved "${title}"` })
    .click();
  await notifications.expectUnread(0);
  await expect(page.getByText('No unread notifications.')).toBeVisible();

  await entry.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/approval-workflows/${id}$`));
});

test('Follow and Unfollow on the event page', async ({ page }) => {
  await signInAsNewUser(page, 'Fred Follower');
  const event = await createEvent(page, unique('Follow Conf'));
  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await detail.expectLoaded(event.name);
  // Its creator follows it without pressing anything, and may unfollow.
  const unfollow = page.getByRole('button', { name: 'Unfollow', exact: true });
  await expect(unfollow).toHaveAccessibleDescription(
    'You get this event’s reminders: you created it.',
  );
  await unfollow.click();
  await expect(page.getByText('Unfollowed', { exact: true })).toBeVisible();
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  await expect(follow).toHaveAccessibleDescription('You get no reminders for this event.');

  await page.reload();
  await expect(follow).toBeVisible();
  await follow.click();
  await expect(page.getByText('Following', { exact: true })).toBeVisible();
  await expect(unfollow).toHaveAccessibleDescription(
    'You get this event’s reminders: you created it, you follow it.',
  );
  const state = await apiAs<{ following: boolean }>(page, 'GET', `/api/events/${event.id}/follow`);
  expect(state.following).toBe(true);
});

test.describe('the time-zone setting', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('starts from the browser’s zone and saves another', async ({ page }) => {
    await signInAsNewUser(page, 'Tomo Timezone');
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.section('Notifications').click();
    const zone = page.getByRole('combobox', { name: 'Time Zone' });
    await expect(zone).toHaveValue('Asia/Tokyo');
    // Saved at sign-in: reminders already fall at 09:00 in Tokyo.
    await expect(page.getByRole('button', { name: 'Save Time Zone' })).toBeDisabled();
    await expect(page.getByText('Email is off', { exact: true })).toBeVisible();

    await zone.selectOption('Europe/Berlin');
    await page.getByRole('button', { name: 'Save Time Zone' }).click();
    await expect(page.getByText('Time Zone Saved', { exact: true })).toBeVisible();
    await page.reload();
    await settings.section('Notifications').click();
    await expect(page.getByRole('combobox', { name: 'Time Zone' })).toHaveValue('Europe/Berlin');
  });
});

for (const theme of SHARED_COLOURS_THEME) {
  test(`the notification list has no serious accessibility violations (${theme})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
    await signInAsNewUser(page, 'Alex Axe');
    await reviewerApprovesRequestOf(page, browser);
    await page.reload();
    const notifications = new NotificationsPage(page);
    await notifications.open();
    await expect(notifications.list().getByRole('listitem')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    // Keyboard: the entry's link and its Mark-as-read button are reachable with Tab.
    await notifications.list().getByRole('link').first().focus();
    await page.keyboard.press('Tab');
    await expect(
      notifications.list().getByRole('button', { name: /^Mark as read:/ }),
    ).toBeFocused();
  });
}
