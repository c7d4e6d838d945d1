import { createSuppressionMessages } from '@gameshift/contracts';
import type { Locator, Page } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const text = createSuppressionMessages('GameShift');

/**
 * The unsubscribe token a copy to this reservation carries, signed with the development key the
 * shared app generated in its data directory (it runs without MAIL_LINK_SECRET).
 */
export function unsubscribeToken(reservationId: string): string {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'mail-link-secret'), 'utf8').trim();
  return `${reservationId}.${createHmac('sha256', secret).update(`unsubscribe:${reservationId}`).digest('base64url')}`;
}

/** The page an announcement's unsubscribe link leads to. */
export class UnsubscribePage {
  readonly stopButton: Locator;
  readonly stoppedHeading: Locator;
  readonly invalidHeading: Locator;
  readonly stillReceive: Locator;
  readonly undoButton: Locator;
  readonly resumedHeading: Locator;

  constructor(private readonly page: Page) {
    this.stopButton = page.getByRole('button', { name: text.unsubscribeButton });
    this.stoppedHeading = page.getByRole('heading', { name: text.unsubscribedTitle });
    this.invalidHeading = page.getByRole('heading', { name: text.unsubscribeInvalidTitle });
    this.stillReceive = page.getByText(text.unsubscribeStillReceive);
    this.undoButton = page.getByRole('button', { name: text.resubscribeButton });
    this.resumedHeading = page.getByRole('heading', { name: text.resubscribedTitle });
  }

  /** Opens the link as the mail carries it: the API's URL, which leads to the page. */
  async openLink(token: string): Promise<void> {
    await this.page.goto(`/api/unsubscribe/${token}`);
  }
}
