import { expect, test, type Page } from '@playwright/test';
import { DEMO_STATE } from '../pages/auth-state';
import { apiPost, uniqueName } from '../records/records-api';
import { EventsPage } from '../pages/events.page';
import { TripsPage } from '../pages/trips.page';
import { WorkflowDetailPage, WorkflowsPage } from '../pages/workflows.page';
import { asReviewer, ensureSignedIn, savedStateWhileUsable } from '../pages/workflows-session.page';

test.use({ storageState: savedStateWhileUsable(DEMO_STATE) });

const RECEIPT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A conference that ended last week, so its trip report is asked for at once. */
async function endedEvent(page: Page) {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return apiPost<{ id: number; name: string }>(page, '/api/events', {
    name: uniqueName('Journey Conf'),
    link: 'https://example.org',
    startDate: day(-9),
    endDate: day(-7),
    location: 'Lisbon, Portugal',
    priority: 'high',
    type: 'conference',
    goals: ['speaking'],
  });
}

/** The trip page's status badge (the first: the approval panel shows the workflow's too). */
const status = (page: Page) => page.locator('[data-status]').first();

// Issue 27: plan a trip with three lines in two currencies, ask for approval, the reviewer
// approves, book, enter actual costs with a receipt, answer the report request from the
// notification, and see the report on the event's card.
test('a trip from its plan to its report', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await ensureSignedIn(page, 'demo');
  const event = await endedEvent(page);
  const trips = new TripsPage(page);

  await page.goto(`/trips?eventId=${event.id}&add=1`);
  await expect(trips.dialog.getByRole('heading', { name: 'Plan a trip' })).toBeVisible({
    timeout: 15_000,
  });
  await trips.dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Speaker', exact: true }).click();
  const lines: [string, string, string][] = [
    ['$2,500', 'ticket', 'Flight'],
    ['€1.200,50', 'lodging', 'Hotel'],
    ['180 EUR', 'meals', 'Per diem'],
  ];
  for (const [amount, category, description] of lines) {
    const line = await trips.addLine(amount, category);
    await line.getByRole('textbox', { name: /^Description of line/ }).fill(description);
  }
  await expect(trips.totals()).toContainText('$2,500.00');
  await expect(trips.totals()).toContainText('€1,380.50');
  await trips.dialog.getByRole('button', { name: 'Plan trip' }).click();
  await expect(trips.dialog).toBeHidden();
  await page.getByRole('link', { name: /Demo/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Estimate', level: 2 })).toBeVisible();
  const tripId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(status(page)).toHaveText('Draft');

  // The approval request, pre-filled from the trip: the reviewer is all that is left to choose.
  await page.getByRole('button', { name: 'Request approval' }).click();
  const workflows = new WorkflowsPage(page);
  await expect(workflows.dialog.getByLabel('Estimated Costs')).toHaveValue(/2,500/);
  await workflows.chooseReviewers(['Rita Reviewer']);
  await workflows.submitCreate();
  await expect(workflows.dialog).toBeHidden();
  await expect(status(page)).toHaveText('Requested');
  const workflowLink = page.getByTestId('trip-workflow').getByRole('link');
  const workflowId = Number((await workflowLink.getAttribute('href'))!.split('/').at(-1));

  await asReviewer(browser, async (reviewerPage) => {
    const detail = new WorkflowDetailPage(reviewerPage);
    await reviewerPage.goto(`/approval-workflows/${workflowId}`);
    await expect(reviewerPage.getByRole('link', { name: 'Open the trip' })).toBeVisible({
      timeout: 15_000,
    });
    await detail.decide('Approve', 'Enjoy Lisbon.');
    await expect(reviewerPage.getByText('Workflow approved', { exact: true })).toBeVisible();
  });

  await page.reload();
  await expect(status(page)).toHaveText('Approved');
  await page.getByLabel('Ticket', { exact: true }).selectOption({ label: 'Booked' });
  await page.getByLabel('Ticket note').fill('TP 1234');
  await page.getByLabel('Transport', { exact: true }).selectOption({ label: 'Not needed' });
  await page.getByLabel('Lodging', { exact: true }).selectOption({ label: 'Booked' });
  await page.getByLabel('Lodging note').fill('Hotel Avenida');
  await page.getByRole('button', { name: 'Save booking' }).click();
  await expect(status(page)).toHaveText('Booked');

  await page.getByLabel('Actual for Ticket: Flight (USD)').fill('$2,380');
  await page.getByLabel('Actual for Lodging: Hotel (EUR)').fill('1.150');
  await page.getByLabel('Actual for Meals: Per diem (EUR)').fill('195.50');
  await page.getByLabel('Reimbursement').selectOption({ label: 'Claimed' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/actuals') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save actual costs' }).click();
  // The panels start again from the trip the answer carries: choose the receipt after it.
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Save actual costs' })).toBeEnabled();
  await expect(page.getByText(/-\$120\.00|−\$120\.00/).first()).toBeVisible();

  await page.getByLabel('Receipt file').setInputFiles({
    name: 'hotel-invoice.pdf',
    mimeType: 'application/pdf',
    buffer: RECEIPT,
  });
  await page.getByLabel('Receipt name').fill('Hotel Avenida invoice');
  await page.getByRole('button', { name: 'Add receipt' }).click();
  await expect(
    page.getByRole('list', { name: 'Receipts' }).getByText('Hotel Avenida invoice'),
  ).toBeVisible({ timeout: 15_000 });

  // The scheduler's pass (every 5 s in the e2e server) asks for the report of a trip whose event
  // has ended.
  const request = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`How was ${event.name}\\?`) });
  await expect(async () => {
    await page.goto('/notifications');
    await expect(request).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await request.click();
  await expect(page).toHaveURL(new RegExp(`/trips/${tripId}$`));
  await page.getByLabel('Summary').fill('Gave the talk to a full room; met three maintainers.');
  await page.getByLabel('People reached').fill('120');
  await page.getByRole('button', { name: 'Save trip report' }).click();
  await expect(status(page)).toHaveText('Reported');

  await page.goto('/events');
  await page.getByRole('searchbox', { name: 'Search events by name or location' }).fill(event.name);
  await new EventsPage(page)
    .card(event.name)
    .getByRole('button', { name: /1 Report/ })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Trip Reports' }).getByText(`at ${event.name}`),
  ).toBeVisible();
});
