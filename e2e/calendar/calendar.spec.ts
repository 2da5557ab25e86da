import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../pages/axe';
import { SHARED_COLOURS_THEME } from '../pages/themes';
import { EventDetailPage } from '../pages/event-detail.page';
import { signInAsNewUser } from '../pages/profile.page';
import { SettingsPage } from '../pages/settings.page';
import { createEvent, unique } from '../pages/workflows.page';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('make a feed URL with options, change them keeping the URL, make a new one, turn it off', async ({
  page,
  request,
}) => {
  await signInAsNewUser(page, 'Cal Endar');
  const event = await createEvent(page, unique('Feed Conf'));
  const settings = new SettingsPage(page);
  await settings.open();
  await settings.section('Calendar').click();
  await expect(page.getByText('You have no calendar feed.')).toBeVisible();

  await page.getByRole('radio', { name: /Events I follow/ }).check();
  await page.getByRole('switch', { name: /Include CFP deadlines/ }).click();
  await page.getByRole('checkbox', { name: 'Conference' }).check();
  await page.getByRole('button', { name: 'Make Feed URL' }).click();
  const field = page.getByRole('textbox', { name: 'Your Feed URL' });
  await expect(field).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await page.getByRole('button', { name: 'Copy URL' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const first = await page.evaluate(() => navigator.clipboard.readText());
  expect(first).toBe(await field.inputValue());
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    first.replace(/^https?:/, 'webcal:'),
  );
  await expect(page.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(first.replace(/^https?:/, 'webcal:'))}`,
  );

  // A calendar app reads it without signing in: the event this person created is in it.
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(`SUMMARY:${event.name}`);

  // After a reload the form shows what the feed holds, and the same URL.
  await page.reload();
  await settings.section('Calendar').click();
  await expect(page.getByRole('radio', { name: /Events I follow/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: /Include CFP deadlines/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Conference' })).toBeChecked();
  await expect(field).toHaveValue(first);

  // Changing what it holds keeps the URL: the conference leaves the feed.
  await page.getByRole('checkbox', { name: 'Conference' }).uncheck();
  await page.getByRole('checkbox', { name: 'Webinar' }).check();
  await page.getByRole('button', { name: 'Save Options' }).click();
  await expect(page.getByText('Saved. Subscribed calendars show these events.')).toBeVisible();
  await expect(field).toHaveValue(first);
  expect(await (await request.get(first)).text()).not.toContain(`SUMMARY:${event.name}`);
  await page.reload();
  await settings.section('Calendar').click();
  await expect(page.getByRole('checkbox', { name: 'Webinar' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Conference' })).not.toBeChecked();

  // A leaked link: a new URL, the old one stops working.
  await page.getByRole('button', { name: 'Make a New URL' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make a New URL' }).click();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);
  await expect(page.getByRole('checkbox', { name: 'Webinar' })).toBeChecked();

  await page.getByRole('button', { name: 'Turn Feed Off' }).click();
  await expect(page.getByText('You have no calendar feed.')).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
});

test('Add to Calendar downloads the event and its CFP deadline', async ({ page }) => {
  await signInAsNewUser(page, 'Ada Download');
  const event = await createEvent(page, unique('Download Conf'));
  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await detail.expectLoaded(event.name);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to Calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Download-Conf.*\.ics$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(`SUMMARY:${event.name}`);
  expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
});

for (const theme of SHARED_COLOURS_THEME) {
  test(`the calendar settings have no serious accessibility violations (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => localStorage.setItem('ospo-events-theme', value), theme);
    await signInAsNewUser(page, 'Axel Calendar');
    const settings = new SettingsPage(page);
    await settings.open();
    await settings.section('Calendar').click();
    await page.getByRole('button', { name: 'Make Feed URL' }).click();
    await expect(page.getByRole('textbox', { name: 'Your Feed URL' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
