import { expect, type Page } from '@playwright/test';

/** /settings: Profile, Notifications, Calendar, API Tokens and Security sections. */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/settings');
    await expect(this.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  }

  section(name: 'Profile' | 'Notifications' | 'Calendar' | 'API Tokens' | 'Security') {
    return this.page.getByRole('tab', { name, exact: true });
  }

  notificationSwitch(label: string) {
    return this.page.getByRole('switch', { name: label });
  }

  async chooseRole(label: string) {
    await this.page.getByLabel('Role').click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }
}
