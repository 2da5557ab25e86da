import { expect, type Browser, type Page } from '@playwright/test';
import { apiAs, createEvent, unique, userId, WorkflowDetailPage } from './workflows.page';
import { ensureSignedIn, usableState } from './workflows-session.page';
import { REVIEWER_STATE } from './auth-state';

/** The header's bell and the /notifications page. */
export class NotificationsPage {
  constructor(private readonly page: Page) {}

  /** The bell: its name is 'Notifications' or 'Notifications, N unread notification(s)'. */
  bell() {
    return this.page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  }

  async expectUnread(count: number) {
    const name =
      count === 0
        ? 'Notifications'
        : `Notifications, ${count} unread notification${count === 1 ? '' : 's'}`;
    await expect(this.bell()).toHaveAccessibleName(name);
  }

  async open() {
    await this.bell().click();
    await expect(this.page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  }

  list() {
    return this.page.getByRole('list', { name: 'Notifications' });
  }
}

/**
 * A workflow the page's user requests from Rita Reviewer, who then approves it in her own
 * browser: the requester's notice of the decision. Returns the workflow's title and id.
 */
export async function reviewerApprovesRequestOf(page: Page, browser: Browser) {
  const event = await createEvent(page, unique('Notice Conf'));
  const title = unique('Booth budget');
  const workflow = await apiAs<{ id: number }>(page, 'POST', '/api/approval-workflows', {
    title,
    itemType: 'event',
    itemId: event.id,
    reviewerIds: [await userId(page, 'reviewer')],
  });
  const reviewerContext = await browser.newContext({ storageState: usableState(REVIEWER_STATE) });
  try {
    const reviewerPage = await reviewerContext.newPage();
    await ensureSignedIn(reviewerPage, 'reviewer');
    const detail = new WorkflowDetailPage(reviewerPage);
    await detail.open(workflow.id, title);
    await detail.decide('Approve', 'Go ahead.');
    await expect(reviewerPage.getByText('Workflow approved', { exact: true })).toBeVisible();
  } finally {
    await reviewerContext.close();
  }
  return { title, id: workflow.id };
}
