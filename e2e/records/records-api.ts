import type { Page } from '@playwright/test';
import { toAppOrigin } from '../pages/app-origin';

/** A name no other test of the run uses (tests share one database and run in parallel). */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** POST to the API as the signed-in user of the page (token from the OIDC session storage). */
export async function apiPost<T = { id: number }>(
  page: Page,
  path: string,
  body: unknown,
): Promise<T> {
  await toAppOrigin(page);
  return page.evaluate(
    async ({ path, body }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token
        : '';
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { path, body },
  );
}

/** An event for a test's records, named uniquely. */
export async function createEvent(page: Page, prefix = 'Records Event') {
  const name = uniqueName(prefix);
  const event = await apiPost<{ id: number; name: string }>(page, '/api/events', {
    name,
    link: 'https://example.org',
    startDate: '2027-05-10',
    endDate: '2027-05-12',
    location: 'Lisbon',
    priority: 'medium',
    type: 'conference',
    goals: ['attending'],
  });
  return event;
}
