import { expect, test } from '@playwright/test';

test('home shows the four feature cards and the footer', async ({ page }) => {
  await page.goto('/');
  for (const card of [
    'Event Management',
    'CFP Tracking',
    'Attendee Management',
    'Sponsorship Management',
  ]) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(page.getByText(`${new Date().getFullYear()}`).first()).toBeVisible();
  await expect(page.getByText('All rights reserved')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Send Feedback' })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The page you are looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the sign-in screen lists the benefits at large widths', async ({ page }) => {
  await page.goto('/auth');
  await expect(
    page.getByText('By signing up, you agree to our Terms of Service and Privacy Policy'),
  ).toBeVisible();
  await expect(page.getByText('Or', { exact: true })).toBeVisible();
  for (const line of [
    'Centralize all event information',
    'Streamline approval workflows',
    'Manage attendees and stakeholders',
    'Track CFP submissions and sponsorships',
  ]) {
    await expect(page.getByText(line)).toBeVisible();
  }
});
