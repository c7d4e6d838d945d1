import { createMessages } from '@gameshift/contracts';
import type { Locator, Page } from '@playwright/test';

const messages = createMessages('GameShift');

/** The verification page at `/verify/:token`. */
export class VerifyPage {
  readonly loadingHeading: Locator;
  readonly successHeading: Locator;
  readonly alreadyVerifiedHeading: Locator;
  readonly alreadyClaimedHeading: Locator;
  readonly expiredHeading: Locator;
  readonly failedHeading: Locator;
  readonly invalidLinkHeading: Locator;
  readonly suggestionLinks: Locator;
  readonly tryDifferentIdButton: Locator;
  readonly resendButton: Locator;
  readonly useEmailButton: Locator;
  readonly emailInput: Locator;
  readonly sendLinkButton: Locator;
  readonly resendFeedback: Locator;

  constructor(readonly page: Page) {
    const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
    this.loadingHeading = heading('Verifying your reservation...');
    this.successHeading = heading("You're verified!");
    this.alreadyVerifiedHeading = heading('Already verified');
    this.alreadyClaimedHeading = heading('Already Claimed');
    this.expiredHeading = heading('Link expired');
    this.failedHeading = heading('Verification failed');
    this.invalidLinkHeading = heading(messages.invalidVerificationLink);
    this.suggestionLinks = page.getByRole('list', { name: 'Available IDs' }).getByRole('link');
    this.tryDifferentIdButton = page.getByRole('button', { name: messages.tryDifferentId });
    this.resendButton = page.getByRole('button', { name: /^Send a new link/ });
    this.useEmailButton = page.getByRole('button', { name: 'Use my email instead' });
    this.emailInput = page.getByRole('textbox', { name: 'Email' });
    this.sendLinkButton = page.getByRole('button', { name: 'Send link' });
    this.resendFeedback = page.getByRole('status').filter({ hasText: messages.verificationResent });
  }

  /** Opens the link for `token`, or the bare `/verify` without one. */
  async goto(token?: string): Promise<void> {
    await this.page.goto(token === undefined ? '/verify' : `/verify/${token}`);
  }
}
