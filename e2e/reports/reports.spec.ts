import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ReportsPage } from '../pages/reports.page';
import { expect, test } from '../records/fixtures';
import { apiPost, uniqueName } from '../records/records-api';

/** Two events in 2031-Q2 in a country of their own, so the figures are known whatever else runs. */
async function seed(page: Page) {
  const country = uniqueName('Zembla').replace(/[^A-Za-z]/g, '');
  for (const [day, type] of [
    ['2031-04-14', 'conference'],
    ['2031-05-20', 'meetup'],
  ] as const)
    await apiPost(page, '/api/events', {
      name: uniqueName(`Report ${type}`),
      link: 'https://example.org',
      startDate: day,
      endDate: day,
      location: `Capital, ${country}`,
      priority: 'medium',
      type,
      goals: ['attending'],
    });
  return country;
}

async function download(page: Page, button: string) {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const done = await file;
  return { name: done.suggestedFilename(), bytes: await readFile((await done.path())!) };
}

/** The text of every page of a PDF, read with pdf.js (no pdftotext on the machine). */
async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

test('a report: period, a chart as a table, exports and a printed PDF with its figures', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/dashboard');
  const country = await seed(page);
  const reports = new ReportsPage(page);
  await reports.open(`?period=2031-Q1&country=${country}`);
  await expect(reports.value('Events tracked')).toHaveText('0');

  await reports.choosePeriod('quarter', '2031-Q2');
  await expect(page).toHaveURL(/period=2031-Q2/);
  await expect(reports.value('Events tracked')).toHaveText('2');
  await expect(reports.figure('Events tracked')).toContainText('2031-Q1: 0');

  await reports.choosePeriod('year', '2031');
  await expect(page).toHaveURL(/period=2031(&|$)/);
  await expect(reports.figure('Events tracked')).toContainText('2030: 0');
  await expect(reports.value('Events tracked')).toHaveText('2');

  const table = await reports.showTable('Events per month');
  await expect(table.getByRole('row', { name: /April 2031/ })).toContainText('1');
  await expect(table.getByRole('row', { name: /May 2031/ })).toContainText('1');

  const zip = await download(page, 'CSV (zip)');
  expect(zip.name).toMatch(/\.zip$/);
  expect(zip.bytes.subarray(0, 2).toString()).toBe('PK');
  const json = await download(page, 'JSON');
  const report = JSON.parse(json.bytes.toString()) as { events: { tracked: { current: number } } };
  expect(report.events.tracked.current).toBe(2);

  await page.emulateMedia({ media: 'print' });
  const text = await pdfText(await page.pdf({ format: 'A4', printBackground: true }));
  expect(text).toContain('Reports');
  expect(text).toContain('Events tracked');
  expect(text).toContain('2031');
  expect(text).toContain('Acceptance rate');
  // No navigation nor buttons on paper.
  expect(text).not.toContain('Workflows');
  expect(text).not.toContain('CSV (zip)');
});
