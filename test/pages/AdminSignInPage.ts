import { createMessages } from '@gameshift/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

const messages = createMessages('GameShift');

/** The admin sign-in page at /admin. */
export class AdminSignInPage {
  readonly emailInput: Locator;
  readonly passwordInput: Locator;
  readonly signInButton: Locator;
  readonly signingInButton: Locator;
  readonly backToMainSiteLink: Locator;

  constructor(readonly page: Page) {
    this.emailInput = page.getByRole('textbox', { name: 'Email' });
    this.passwordInput = page.getByLabel('Password');
    this.signInButton = page.getByRole('button', { name: messages.signIn, exact: true });
    this.signingInButton = page.getByRole('button', { name: messages.signingIn });
    this.backToMainSiteLink = page.getByRole('link', { name: 'Back to main site' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin');
    await expect(this.signInButton).toBeVisible();
  }

  /** An alert with exactly this text: the server's refusal. */
  alert(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** A field's own error message, shown under it. */
  fieldError(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  async submit(email: string, password: string): Promise<void> {
    await this.emailInput.fill(email);
    await this.passwordInput.fill(password);
    await this.signInButton.click();
  }

  /** Signs in from the page already open and waits until the portal has opened. */
  async signIn(email: string, password: string): Promise<void> {
    await this.submit(email, password);
    await expect(this.page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  }
}
