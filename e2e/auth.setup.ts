import { test as setup } from '@playwright/test';
import { DEMO_STATE, REVIEWER_STATE } from './pages/auth-state';
import { SignInPage } from './pages/sign-in.page';

setup('sign in as demo', async ({ page }) => {
  await new SignInPage(page).signIn('demo', 'demo');
  await page.context().storageState({ path: DEMO_STATE });
});

setup('sign in as reviewer', async ({ page }) => {
  await new SignInPage(page).signIn('reviewer', 'reviewer');
  await page.context().storageState({ path: REVIEWER_STATE });
});
