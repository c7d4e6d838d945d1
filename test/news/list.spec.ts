import { createMessages } from '@gameshift/contracts';
import { ArticlePage } from '../pages/ArticlePage';
import { NewsListPage } from '../pages/NewsListPage';
import { expect, test } from '../support/fixtures';

const messages = createMessages('GameShift');
const TITLE = 'Reserve your GameShift ID before launch';

test.describe('the news list', () => {
  test('shows one card per published article, never a draft', async ({ page }) => {
    const news = new NewsListPage(page);
    await news.goto();
    await expect(news.cards).toHaveCount(1);
    const card = news.card(TITLE);
    await expect(card).toContainText('June 3, 2025');
    await expect(card).toContainText('4 min read');
    await expect(card).toContainText('Handle reservations are open.');
    await expect(page.getByText('Season one roadmap')).toHaveCount(0);
    await expect(page).toHaveTitle('Learn | GameShift News');
  });

  test('opens an article from its card', async ({ page }) => {
    const news = new NewsListPage(page);
    await news.goto();
    await news.open(TITLE);
    await expect(page).toHaveURL(/\/learn\/reserve-your-id-before-launch$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  });

  test('leads back to the reserve page', async ({ page }) => {
    const news = new NewsListPage(page);
    await news.goto();
    await news.reserveButton.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('says so when no article is published', async ({ page }) => {
    await page.route('**/api/articles', (route) => route.fulfill({ json: [] }));
    // The list a page arrives with is not fetched again: reach it from an article, as the SPA fetches it.
    const article = new ArticlePage(page);
    await article.open('reserve-your-id-before-launch');
    await article.backToLearn.or(article.backLink).first().click();
    const news = new NewsListPage(page);
    await expect(news.emptyState).toBeVisible();
    await expect(news.emptyState).toHaveText(messages.noArticles);
    await expect(news.cards).toHaveCount(0);
  });
});
