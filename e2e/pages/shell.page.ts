import { expect, type Page } from '@playwright/test';

/** Header, navigation and avatar menu around every page. */
export class Shell {
  constructor(private readonly page: Page) {}

  get userMenuButton() {
    return this.page.getByRole('button', { name: 'User menu' });
  }

  mainNav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  async openUserMenu() {
    await this.userMenuButton.click();
    return this.page.getByRole('menu');
  }

  async logOut() {
    const menu = await this.openUserMenu();
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  async chooseTheme(theme: 'Light' | 'Dark' | 'System') {
    await this.page.getByRole('button', { name: 'Change theme' }).click();
    await this.page.getByRole('menuitemradio', { name: theme }).click();
  }

  async isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }
}
