import { createSuppressionMessages } from '@gameshift/contracts';
import type { Locator, Page } from '@playwright/test';

const text = createSuppressionMessages('GameShift');

/** The page an announcement's unsubscribe link leads to. */
export class UnsubscribePage {
  readonly stopButton: Locator;
  readonly stoppedHeading: Locator;
  readonly invalidHeading: Locator;
  readonly stillReceive: Locator;

  constructor(private readonly page: Page) {
    this.stopButton = page.getByRole('button', { name: text.unsubscribeButton });
    this.stoppedHeading = page.getByRole('heading', { name: text.unsubscribedTitle });
    this.invalidHeading = page.getByRole('heading', { name: text.unsubscribeInvalidTitle });
    this.stillReceive = page.getByText(text.unsubscribeStillReceive);
  }

  /** Opens the link as the mail carries it: the API's URL, which leads to the page. */
  async openLink(token: string): Promise<void> {
    await this.page.goto(`/api/unsubscribe/${token}`);
  }
}
