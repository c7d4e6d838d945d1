import { createMessages } from '@gameshift/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

const messages = createMessages('GameShift');

/** The reserve page at `/`: step 1 (handle), step 2 (email), the success screen. */
export class ReservePage {
  /** The card holding the form. */
  readonly card: Locator;
  readonly handleStepHeading: Locator;
  readonly emailStepHeading: Locator;
  readonly handleInput: Locator;
  readonly continueButton: Locator;
  readonly emailInput: Locator;
  readonly backButton: Locator;
  readonly reserveButton: Locator;
  readonly reservingButton: Locator;
  readonly successHeading: Locator;
  readonly followLink: Locator;
  readonly resendButton: Locator;
  /** The three trap fields, hidden from people and assistive technology. */
  readonly honeypot: { website: Locator; confirmEmail: Locator; phoneBackup: Locator };

  constructor(readonly page: Page) {
    this.card = page.locator('.reserve__panel');
    this.handleStepHeading = page.getByRole('heading', { name: 'Pick your ID' });
    this.emailStepHeading = page.getByRole('heading', { name: 'Where should we send the link?' });
    this.handleInput = page.getByRole('textbox', { name: 'GameShift ID' });
    this.continueButton = page.getByRole('button', { name: 'Continue' });
    this.emailInput = page.getByRole('textbox', { name: 'Email' });
    this.backButton = page.getByRole('button', { name: 'Back' });
    this.reserveButton = page.getByRole('button', { name: messages.reserve, exact: true });
    this.reservingButton = page.getByRole('button', { name: messages.reserving });
    this.successHeading = page.getByRole('heading', { name: messages.oneMoreStep });
    this.followLink = page.getByRole('link', { name: /Follow us on X/ });
    this.resendButton = page.getByRole('button', { name: /^Resend email/ });
    this.honeypot = {
      website: page.getByLabel('Website', { exact: true }),
      confirmEmail: page.getByLabel('Confirm contact', { exact: true }),
      phoneBackup: page.getByLabel('Backup line', { exact: true }),
    };
  }

  /** Where an element is on screen, in CSS pixels. */
  static box(locator: Locator): Promise<{ top: number; bottom: number; left: number; right: number }> {
    return locator.evaluate((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/${query}`);
  }

  /** An alert on the page (field or form error) containing this text. */
  alert(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  /** The line where availability shows under the handle field (also a broken rule, once typing pauses). */
  get availability(): Locator {
    return this.page.locator('#handle-availability');
  }

  /** "Did you mean …?" under the email field, for this address. */
  emailSuggestion(email: string): Locator {
    return this.page.getByRole('button', { name: `Did you mean ${email}?` });
  }

  /** A suggestion button under the handle field, such as '@neo2'. */
  suggestion(handle: string): Locator {
    return this.page.getByRole('button', { name: `@${handle}`, exact: true });
  }

  async chooseHandle(handle: string): Promise<void> {
    await this.handleInput.fill(handle);
    await this.continueButton.click();
    await expect(this.emailStepHeading).toBeVisible();
  }

  /**
   * Arrives on step 2 through a suggestion link, fills in the email and presses Reserve: the
   * quick way to the human check for tests about what comes after step 1.
   */
  async submitSuggested(handle: string, email: string): Promise<void> {
    await this.goto(`?suggested=${handle}`);
    await this.emailInput.fill(email);
    await this.reserveButton.click();
  }

  /** Steps 1 and 2 filled in and Reserve pressed: the human check or the answer comes next. */
  async submit(handle: string, email: string): Promise<void> {
    await this.goto();
    await this.chooseHandle(handle);
    await this.emailInput.fill(email);
    await this.reserveButton.click();
  }
}
