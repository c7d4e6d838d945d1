import { expect, type Locator, type Page } from '@playwright/test';

/** The portal's Webhooks pages: the list, adding one (its secret shown once), and one endpoint with its deliveries. */
export class AdminWebhooksPage {
  readonly urlInput: Locator;
  readonly secretField: Locator;
  readonly secretHeading: Locator;
  readonly copiedButton: Locator;
  readonly deliveries: Locator;

  constructor(readonly page: Page) {
    this.urlInput = page.getByRole('textbox', { name: 'URL' });
    this.secretField = page.getByRole('textbox', { name: 'Signing secret' });
    this.secretHeading = page.getByRole('heading', { name: 'New signing secret' });
    this.copiedButton = page.getByRole('button', { name: 'I have copied it' });
    this.deliveries = page.getByRole('list', { name: 'Deliveries' });
  }

  async add(url: string, events: string[]): Promise<void> {
    await this.page.getByRole('link', { name: 'Add webhook' }).click();
    await this.urlInput.fill(url);
    for (const name of ['reservation.confirmed', 'reservation.deleted', 'claim.redeemed']) {
      const box = this.page.getByRole('checkbox', { name });
      if ((await box.isChecked()) !== events.includes(name)) await box.click();
    }
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Copy this signing secret now: it is shown only once.')).toBeVisible();
  }

  /** The deliveries of the endpoint's page, newest first: the items that offer Redeliver, not their attempts. */
  deliveryRows(): Locator {
    return this.deliveries.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: 'Redeliver' }) });
  }

  /** What of the page's content reaches past the window's right edge (a table cut off on a phone), one line each. */
  async pastTheRightEdge(): Promise<string[]> {
    return this.page.evaluate(() =>
      Array.from(document.querySelectorAll('main *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').slice(0, 60)}`),
    );
  }

  attempts(row: Locator): Locator {
    return row.getByRole('list', { name: 'Attempts' }).getByRole('listitem');
  }
}
