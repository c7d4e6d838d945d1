import { expect, type Locator, type Page } from '@playwright/test';

/** What every signed-in admin page shares: the menu, the app bar, notifications and the session warning. */
export class AdminLayout {
  readonly signOutButton: Locator;

  constructor(readonly page: Page) {
    this.signOutButton = page.getByRole('button', { name: 'Sign out' });
  }

  menuItem(name: 'Dashboard' | 'Traffic' | 'Reservations' | 'Violations' | 'Audit log'): Locator {
    return this.page.getByRole('menuitem', { name, exact: true });
  }

  /** A notification (react-admin's snackbar) with exactly this text. */
  notification(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  sessionWarning(minutes: number): Locator {
    return this.page.getByText(
      `Your session expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Sign in again to keep working.`,
    );
  }

  get sessionEnded(): Locator {
    return this.notification('Your session has ended. Please sign in again.');
  }

  /** How many pixels the page is wider than the window (0 when it does not scroll sideways). */
  async sidewaysOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  /** Whether an element lies wholly inside the window horizontally, so nobody has to scroll to reach it. */
  async isWithinWindowWidth(locator: Locator): Promise<boolean> {
    const box = await locator.boundingBox();
    const width = this.page.viewportSize()?.width ?? 0;
    return box !== null && box.x >= 0 && box.x + box.width <= width;
  }

  /** Moves focus with the Tab key, as a keyboard user would, until it reaches the target. */
  async tabTo(target: Locator, maxPresses = 40): Promise<void> {
    for (let i = 0; i < maxPresses; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error(`Tab did not reach the target in ${maxPresses} presses`);
  }

  /** The token the portal holds, to check what the server makes of it. */
  async storedToken(): Promise<string> {
    const token = await this.page.evaluate(() => window.sessionStorage.getItem('admin_token'));
    expect(token, 'the portal stores the token in sessionStorage as admin_token').toBeTruthy();
    return token ?? '';
  }
}
