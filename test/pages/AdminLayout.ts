import { expect, type Locator, type Page } from '@playwright/test';

/** What every signed-in admin page shares: the menu, the app bar, notifications and the session warning. */
export class AdminLayout {
  readonly signOutButton: Locator;

  constructor(readonly page: Page) {
    this.signOutButton = page.getByRole('button', { name: 'Sign out' });
  }

  menuItem(name: 'Dashboard' | 'Reservations' | 'Violations' | 'Audit log'): Locator {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  /** A notification (react-admin's snackbar) with exactly this text. */
  notification(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  sessionWarning(minutes: number): Locator {
    return this.page.getByText(`Your session expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Sign in again to keep working.`);
  }

  get sessionEnded(): Locator {
    return this.notification('Your session has ended. Please sign in again.');
  }

  /** The token the portal holds, to check what the server makes of it. */
  async storedToken(): Promise<string> {
    const token = await this.page.evaluate(() => window.sessionStorage.getItem('admin_token'));
    expect(token, 'the portal stores the token in sessionStorage as admin_token').toBeTruthy();
    return token ?? '';
  }
}
