import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { seriousViolationsInThemes } from '../pages/axe';
import { followSystemTheme, THEMES_OF_OWN_COLOURS } from '../pages/themes';

// A local receiver; the e2e server allows http and private addresses (scripts/e2e-server.mjs).
let receiver: Server;
const received: { headers: Record<string, unknown>; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received by the e2e receiver');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test.use({ storageState: DEMO_STATE });

test('an admin adds a webhook, sees its secret once, sends a test and sees it delivered', async ({
  page,
}) => {
  test.slow();
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const description = `E2E receiver ${Date.now()}`;
  await followSystemTheme(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Webhook' });
  await dialog.getByLabel(/^URL/).fill(url);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('checkbox', { name: 'Event created' }).check();
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'add dialog').toEqual([]);
  await dialog.getByRole('button', { name: 'Add Webhook' }).click();

  const secret = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secret.getByLabel('Secret')).toHaveValue(/^whsec_/);
  await expect(secret).toContainText('you will not see it again');
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toBeHidden();
  await expect(page.getByText(/^whsec_/)).toHaveCount(0);
  expect(await seriousViolationsInThemes(page, THEMES_OF_OWN_COLOURS), 'list').toEqual([]);

  await page.getByRole('link', { name: url }).first().click();
  await expect(page.getByRole('heading', { name: description, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send Test' }).click();
  // The notification pass runs every 5 s in the e2e server (NOTIFICATION_PASS_SECONDS).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: 'Deliveries' })).toContainText('Sent', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await expect(page.getByRole('table', { name: 'Deliveries' })).toContainText('Test');
  await expect(page.getByRole('table', { name: 'Deliveries' })).toContainText('200');
  expect(received.some((delivery) => delivery.headers['webhook-signature'])).toBe(true);
});
