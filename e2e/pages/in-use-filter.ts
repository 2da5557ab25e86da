import type { Page } from '@playwright/test';

/**
 * Chooses a value in a filter of values in use (an attendee's role, a sponsorship's tier). Values
 * differing only in case are one choice, spelt as most records spell it, and the suite's records
 * share one database: 'speaker' may be listed as 'Speaker'.
 */
export async function chooseValueInUse(page: Page, filter: string, value: string) {
  await page.getByRole('combobox', { name: filter }).click();
  const anyCase = new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
  await page.getByRole('option', { name: anyCase }).click();
}
