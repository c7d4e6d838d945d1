import { createManageMessages, type ManageMessages } from '@gameshift/contracts';
import type { Locator, Page } from '@playwright/test';

const english = createManageMessages('GameShift');

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
  readonly seeDataLink: Locator;
  readonly dataHeading: Locator;
  readonly backToManageLink: Locator;
  readonly eraseRequestedHeading: Locator;
  readonly eraseLinkUsedHeading: Locator;
  readonly askAgainLink: Locator;

  /** `text`: the manage pages' texts in the language the page is in. */
  constructor(
    private readonly page: Page,
    readonly text: ManageMessages = english,
  ) {
    this.heading = page.getByRole('heading', { name: text.manageTitle });
    this.emailField = page.getByLabel(text.manageEmailLabel);
    this.sendLinkButton = page.getByRole('button', { name: text.manageSendLink });
    this.linkRequested = page.getByText(text.manageLinkRequested);
    this.downloadLink = page.getByRole('link', { name: text.manageDownload });
    this.stopAnnouncementsButton = page.getByRole('button', { name: text.manageStopAnnouncements });
    this.startAnnouncementsButton = page.getByRole('button', { name: text.manageStartAnnouncements });
    this.announcementsOff = page.locator('dd', { hasText: text.manageAnnouncementsOff });
    this.deleteButton = page.getByRole('button', { name: text.manageDelete });
    this.checkMail = page.getByText(text.manageCheckMail);
    this.eraseButton = page.getByRole('button', { name: text.eraseButton });
    this.erasedHeading = page.getByRole('heading', { name: text.erasedTitle });
    this.invalidHeading = page.getByRole('heading', { name: text.manageLinkInvalidTitle });
    this.seeDataLink = page.getByRole('link', { name: text.manageSeeData });
    this.dataHeading = page.getByRole('heading', { name: text.dataTitle, level: 1 });
    this.backToManageLink = page.getByRole('link', { name: text.eraseBackToManage });
    this.eraseRequestedHeading = page.getByRole('heading', { name: text.eraseRequestedTitle });
    this.eraseLinkUsedHeading = page.getByRole('heading', { name: text.eraseLinkUsedTitle });
    this.askAgainLink = page.getByRole('link', { name: text.manageAskAgain });
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
