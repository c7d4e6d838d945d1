import { createMessages } from '@gameshift/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

const messages = createMessages('GameShift');

/** The news list at /learn. */
export class NewsListPage {
  readonly heading: Locator;
  readonly reserveButton: Locator;
  readonly cards: Locator;
  readonly emptyState: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'GameShift News' });
    this.reserveButton = page.getByRole('link', { name: messages.reserveYourId });
    this.cards = page.getByRole('main').getByRole('listitem');
    this.emptyState = page.getByText(messages.noArticles);
  }

  async goto(): Promise<void> {
    await this.page.goto('/learn');
    await expect(this.heading).toBeVisible();
  }

  /** The card of one article, found by its title link. */
  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name: title }) });
  }

  async open(title: string): Promise<void> {
    await this.page.getByRole('link', { name: title }).click();
  }
}
