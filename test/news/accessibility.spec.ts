import { ACCESSIBILITY_STATES, type AccessibilityState } from '../pages/accessibility-states';
import { expectAccessible } from '../pages/accessibility';
import { ArticlePage } from '../pages/ArticlePage';
import { NewsListPage } from '../pages/NewsListPage';
import { expect, test } from '../support/fixtures';

type Visit = Parameters<typeof test>[2];

/** How each news state is reached; each visit ends with both engines judging the page. */
const VISITS: Record<AccessibilityState<'news'>, Visit> = {
  'news list': async ({ page }) => {
    await new NewsListPage(page).goto();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);
  },
  'article, with its post card and open player': async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const article = new ArticlePage(page);
    await article.open('reserve-your-id-before-launch');
    await expect(page.getByRole('link', { name: 'Read 87 replies' })).toBeVisible();
    await article.listenButton.click();
    await expect(article.player).toBeVisible();
    await article.playerMain.click();
    await expectAccessible(page);
  },
};

test.describe('accessibility of the news pages', () => {
  for (const state of ACCESSIBILITY_STATES.news) {
    test(`${state}: no serious axe violation, no HTML_CodeSniffer WCAG2AA error`, VISITS[state]);
  }
});
