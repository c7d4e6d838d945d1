import { seriousViolations } from '../pages/accessibility';
import { ArticlePage } from '../pages/ArticlePage';
import { NewsListPage } from '../pages/NewsListPage';
import { expect, test } from '../support/fixtures';

test.describe('news accessibility', () => {
  test('the news list has no serious axe violation', async ({ page }) => {
    await new NewsListPage(page).goto();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the article page, with its post card and open player, has no serious axe violation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const article = new ArticlePage(page);
    await article.open('reserve-your-id-before-launch');
    await expect(page.getByRole('link', { name: 'Read 87 replies' })).toBeVisible();
    await article.listenButton.click();
    await expect(article.player).toBeVisible();
    await article.playerMain.click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
