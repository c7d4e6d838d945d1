// Read as a file: the test runner does not follow the catalogue loader's dynamic imports of TypeScript.
import japanese from '../../contracts/src/i18n/catalogues/ja.json';
import type { Page } from '@playwright/test';
import { ACCESSIBILITY_STATES, type AccessibilityState } from '../pages/accessibility-states';
import { expectAccessible } from '../pages/accessibility';
import { ArticlePage } from '../pages/ArticlePage';
import { NewsListPage } from '../pages/NewsListPage';
import { expect, test } from '../support/fixtures';

type Visit = (fixtures: { page: Page }) => Promise<void>;

/** A voice-control user says what a control shows: its name must hold those words (WCAG 2.5.3). */
const LABEL_IN_NAME = { enable: ['label-content-name-mismatch'] };

/** How each news state is reached; each visit ends with both engines judging the page. */
const VISITS: Record<AccessibilityState<'news'>, Visit> = {
  'news list': async ({ page }) => {
    await new NewsListPage(page).goto();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page, LABEL_IN_NAME);
  },
  'article, with its post card and open player': async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const article = new ArticlePage(page);
    await article.open('reserve-your-id-before-launch');
    await expect(page.getByRole('link', { name: 'Read 87 replies' })).toBeVisible();
    await article.listenButton.click();
    await expect(article.player).toBeVisible();
    await article.playerMain.click();
    await expectAccessible(page, LABEL_IN_NAME);
  },
  'article in Japanese, shown in English with its note': async ({ page }) => {
    await page.goto('/ja/learn/reserve-your-id-before-launch');
    await expect(page.getByRole('note')).toBeVisible();
    // The post card's like link: named in Japanese around the count it shows.
    await expect(page.getByRole('link', { name: japanese.newsPage.postLikes.replace('{count}', '1.3K'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: japanese.news.listen, exact: true })).toBeVisible();
    await expectAccessible(page, LABEL_IN_NAME);
  },
};

test.describe('accessibility of the news pages', () => {
  test(`${ACCESSIBILITY_STATES.news.join('; ')}: no serious axe violation, no HTML_CodeSniffer WCAG2AA error`, async ({ page }) => {
    // One tab visits the states in turn, each opening its page: a state then costs its visit and its
    // judging, not a browser context and page of its own as well.
    test.setTimeout(test.info().timeout * ACCESSIBILITY_STATES.news.length);
    for (const state of ACCESSIBILITY_STATES.news) {
      await test.step(`${state}: no serious axe violation, no HTML_CodeSniffer WCAG2AA error`, async () => {
        // Each state is reached at the window size a test starts with; the judging leaves the page at a phone's width.
        await page.setViewportSize({ width: 1280, height: 720 });
        await VISITS[state]({ page });
      });
    }
  });
});
