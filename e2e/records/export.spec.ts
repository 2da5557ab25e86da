import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { AttendeesPage } from '../pages/attendees.page';
import { apiPost, createEvent, uniqueName } from './records-api';
import { expect, test } from './fixtures';

async function exportAs(page: Page, format: 'CSV (Excel, Sheets)' | 'JSON') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: format }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('Export downloads exactly the rows the screen shows, as CSV and as JSON', async ({ page }) => {
  const event = await createEvent(page, 'Export Event');
  const shown = [uniqueName('Export Speaker A'), uniqueName('Export Speaker B')];
  const hidden = uniqueName('Export Listener');
  for (const name of shown)
    await apiPost(page, '/api/attendees', { eventId: event.id, name, role: 'speaker' });
  await apiPost(page, '/api/attendees', { eventId: event.id, name: hidden, role: 'listener' });

  const attendees = new AttendeesPage(page);
  await attendees.open(event.id);
  await expect(attendees.row(hidden)).toBeVisible({ timeout: 15_000 });
  await attendees.filterRole('speaker');
  await expect(attendees.row(hidden)).toHaveCount(0);
  await expect(attendees.row(shown[0]!)).toBeVisible();
  const onScreen = await attendees.names();

  const csv = await exportAs(page, 'CSV (Excel, Sheets)');
  expect(csv.name).toMatch(/^attendees-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Email,Role,Event,Notes,Created');
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(onScreen);

  const json = await exportAs(page, 'JSON');
  expect(json.name).toMatch(/^attendees-\d{4}-\d{2}-\d{2}\.json$/);
  const rows = JSON.parse(json.text) as { name: string; role: string; eventName: string }[];
  expect(rows.map((row) => row.name)).toEqual(onScreen);
  expect(new Set(rows.map((row) => row.eventName))).toEqual(new Set([event.name]));
});
