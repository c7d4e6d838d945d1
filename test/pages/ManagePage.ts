import { createManageMessages } from '@gameshift/contracts';
import type { Locator, Page } from '@playwright/test';

const text = createManageMessages('GameShift');

/** The pages of a person's own data: /manage, /manage/:token and /manage/erase/:token. */
export class ManagePage {
  readonly heading: Locator;
  readonly emailField: Locator;
  readonly sendLinkButton: Locator;
  readonly linkRequested: Locator;
  readonly downloadLink: Locator;
  readonly stopAnnouncementsButton: Locator;
  readonly startAnnouncementsButton: Locator;
  readonly announcementsOff: Locator;
  readonly deleteButton: Locator;
  readonly checkMail: Locator;
  readonly eraseButton: Locator;
  readonly erasedHeading: Locator;
  readonly invalidHeading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: text.manageTitle });
    this.emailField = page.getByLabel(text.manageEmailLabel);
    this.sendLinkButton = page.getByRole('button', { name: text.manageSendLink });
    this.linkRequested = page.getByText(text.manageLinkRequested);
    this.downloadLink = page.getByRole('link', { name: text.manageDownload });
    this.stopAnnouncementsButton = page.getByRole('button', { name: text.manageStopAnnouncements });
    this.startAnnouncementsButton = page.getByRole('button', { name: text.manageStartAnnouncements });
    this.announcementsOff = page.getByText(text.manageAnnouncementsOff);
    this.deleteButton = page.getByRole('button', { name: text.manageDelete });
    this.checkMail = page.getByText(text.manageCheckMail);
    this.eraseButton = page.getByRole('button', { name: text.eraseButton });
    this.erasedHeading = page.getByRole('heading', { name: text.erasedTitle });
    this.invalidHeading = page.getByRole('heading', { name: text.manageLinkInvalidTitle });
  }

  async openRequest(): Promise<void> {
    await this.page.goto('/manage');
  }

  /** Opens a link as a mail carries it (a whole URL). */
  async openLink(url: string): Promise<void> {
    await this.page.goto(url);
  }

  /** The data of a reservation shown on the page, by its label. */
  value(label: string): Locator {
    return this.page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  }
}
