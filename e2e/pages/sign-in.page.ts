import { expect, type Page } from '@playwright/test';

/** The app's sign-in screen and the built-in provider's login and registration pages. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await expect(
      this.page.getByText('Sign in to your account to access the event management system'),
    ).toBeVisible();
  }

  /** Log In → provider login page → back in the app at its root. */
  async signIn(username: string, password: string) {
    await this.open();
    await this.page.getByRole('button', { name: 'Log In' }).click();
    await this.submitProviderLogin(username, password);
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByRole('button', { name: 'User menu' })).toBeVisible();
  }

  async submitProviderLogin(username: string, password: string) {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  async register(account: { username: string; email: string; name: string; password: string }) {
    await this.open();
    await this.page.getByRole('button', { name: 'Create an Account' }).click();
    await expect(this.page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await this.page.getByLabel('Username').fill(account.username);
    await this.page.getByLabel('Email').fill(account.email);
    await this.page.getByLabel('Full name').fill(account.name);
    await this.page.getByLabel('Password').fill(account.password);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }
}
