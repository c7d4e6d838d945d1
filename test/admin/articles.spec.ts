import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { AdminArticlesPage } from '../pages/AdminArticlesPage';
import { AdminLayout } from '../pages/AdminLayout';
import { AdminSignInPage } from '../pages/AdminSignInPage';
import { ArticlePage } from '../pages/ArticlePage';
import { AdminDb } from '../pages/AdminDb';
import { freshDatabase, startOwnApp, type OwnApp } from '../support/own-app';
import { ADMIN_PASSWORD, expect, test as adminTest } from './fixtures';

/**
 * A site of its own (an app on a database of its own): the article published here would otherwise
 * be on the shared app's news list, which the news tests count.
 */
const test = adminTest.extend<object, { site: { app: OwnApp; db: AdminDb } }>({
  site: [
    async ({}, use) => {
      const url = await freshDatabase();
      const app = await startOwnApp({ DATABASE_URL: url, ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD });
      const db = new AdminDb(url);
      await use({ app, db });
      await db.close();
      await app.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.app.baseUrl);
  },
});

/** One PNG chunk: its length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small valid PNG, RGB, in one colour: a real image for the upload to read through, made here rather than kept as a file. */
function tinyPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([21, 101, 192]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('the news editor on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an editor writes an article with an uploaded image, sees it in the preview, publishes it, and a visitor reads it', async ({
    page,
    browser,
    site,
    baseURL,
  }) => {
    const articles = new AdminArticlesPage(page);
    const layout = new AdminLayout(page);
    const tag = randomBytes(4).toString('hex');
    const title = `Season ${tag} starts: squads and ranked`;
    const slug = `season-${tag}-starts-squads-and-ranked`;
    const content = 'The first season starts soon.\n\n## Squads\n\nTeam up with friends.\n\n## Ranked play\n\nClimb the ladder.';

    await test.step('the editor finds Articles in the menu', async () => {
      const editor = await site.db.createAdmin('editor');
      await page.goto('/admin/');
      await new AdminSignInPage(page).signIn(editor, ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('menuitem', { name: 'Articles', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/articles$/);
    });

    await test.step('writes the article, its slug proposed from the title, and uploads its hero image', async () => {
      await articles.newButton.click();
      await articles.write({
        title,
        excerpt: 'Squads and ranked play arrive.',
        author: 'The {product} Team',
        tags: ['season-one'],
        content,
      });
      await expect(articles.slugInput).toHaveValue(slug);
      await expect(page.getByText(`Address: /learn/${slug}`)).toBeVisible();
      await articles.upload('hero image', { name: 'hero.png', mimeType: 'image/png', buffer: tinyPng(24, 12) });
      await expect(articles.heroImageInput).toHaveValue(/^\/media\/uploads\/[0-9a-f]{16}\.png$/);
      expect(await layout.sidewaysOverflow()).toBe(0);
      await articles.saveButton.click();
      await articles.expectSaved();
    });

    const heroUrl = await articles.heroImageInput.inputValue();

    await test.step('sees the page as a visitor will in the preview below the form, the unsaved words too', async () => {
      const frame = articles.previewFrame;
      await expect(frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(frame.locator('img.article__hero')).toHaveAttribute('src', heroUrl);
      await expect(frame.getByRole('heading', { level: 2, name: 'Ranked play' })).toBeAttached();
      const form = await articles.contentInput.boundingBox();
      expect((await articles.preview.boundingBox())!.y).toBeGreaterThan(form!.y + form!.height);

      // Typed, not saved: the frame shows it, and the publish buttons wait for a save.
      await articles.contentInput.fill(`${content}\n\n## Seasons to come`);
      await expect(frame.getByRole('heading', { level: 2, name: 'Seasons to come' })).toBeAttached();
      await expect(articles.publishNowButton).toBeDisabled();
      await articles.contentInput.fill(content);
      await expect(frame.getByRole('heading', { level: 2, name: 'Seasons to come' })).toHaveCount(0);
      expect(await layout.sidewaysOverflow()).toBe(0);
    });

    await test.step('publishes it', async () => {
      await expect(articles.state).toHaveText('Draft');
      await articles.publishNowButton.click();
      await expect(articles.state).toHaveText('Published');
    });

    await test.step('a visitor opens its address and reads it: title, image, and its sections in the contents', async () => {
      // Every instance serves a publication within moments of its commit.
      await expect.poll(async () => (await fetch(`${baseURL}/api/articles/${slug}`)).status).toBe(200);
      const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      try {
        const article = new ArticlePage(await visitor.newPage());
        await article.open(slug);
        await expect(article.title).toHaveText(title);
        await expect(article.heroImage).toHaveAttribute('src', heroUrl);
        await expect
          .poll(() => article.heroImage.evaluate((image: HTMLImageElement) => image.naturalWidth), { message: 'the image, loaded' })
          .toBe(24);
        await expect(article.tocLink('Ranked play')).toBeVisible();
      } finally {
        await visitor.close();
      }
    });
  });
});
