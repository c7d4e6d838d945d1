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

  /** The text of a value as the screen shows it, one string per line it wraps onto. */
  async lines(label: string): Promise<string[]> {
    return this.value(label).evaluate((element) => {
      const lines: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          const last = lines[lines.length - 1];
          if (last && last.top === top) last.text += node.textContent![i];
          else lines.push({ top, text: node.textContent![i] });
        }
      }
      return lines.map((line) => line.text);
    });
  }
}
