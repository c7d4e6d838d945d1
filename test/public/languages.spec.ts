import {
  createNewsMessages,
  createNewsPageMessages,
  createPublicMessages,
  createSiteMessages,
  createVerifyMessages,
  LOCALE_OFFERS,
  localizedMessages,
  type Catalogue,
  type LocalizedMessages,
  type TranslatedLocale,
} from '@gameshift/contracts';
// Read as files: a test's module cannot wait for loadCatalogue before its tests are declared.
import de from '../../contracts/src/i18n/catalogues/de.json';
import es from '../../contracts/src/i18n/catalogues/es.json';
import ja from '../../contracts/src/i18n/catalogues/ja.json';
import ptBr from '../../contracts/src/i18n/catalogues/pt-br.json';
import { HumanCheckDialog } from '../pages/HumanCheckDialog';
import { expect, test } from './fixtures';

const CATALOGUES: Record<TranslatedLocale, Catalogue> = { es, 'pt-br': ptBr, de, ja };

const ARTICLE = 'reserve-your-id-before-launch';

/** Every catalogue a visitor reads, in `locale`, as the site words it. */
function texts(locale: TranslatedLocale): LocalizedMessages {
  return localizedMessages(locale, CATALOGUES[locale], 'GameShift');
}

/** The page has hydrated: what shows now is what the app renders, not only what the server sent. */
async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

test.use({ viewport: { width: 390, height: 844 } });

test.describe('the site in other languages', () => {
  test('a visitor reads / in Spanish only, reserves in Spanish, gets the mail in Spanish with a Spanish link, and confirms from it', async ({
    page,
    visitor,
    inbox,
    db,
    humanCheck: _quickGame,
  }) => {
    const es = texts('es');
    const english = { public: createPublicMessages('GameShift'), site: createSiteMessages('GameShift') };
    // Every English text (of the site's own and the shared catalogue) worded differently in Spanish,
    // long enough not to be a word a Spanish sentence could also hold.
    const untranslated = (['public', 'site'] as const).flatMap((section) =>
      leaves(english[section], es[section]).filter(([en, translated]) => en !== translated && en.length >= 8 && /\s/.test(en)),
    );
    expect(untranslated.length).toBeGreaterThan(20);

    await page.goto('/es/');
    await test.step('a Spanish page shows none of the English texts its catalogue translates, before and after hydration', async () => {
      const served = await page.locator('body').innerText();
      await hydrated(page);
      const shown = await page.locator('body').innerText();
      expect(shown).toContain(es.site.reserve.lede);
      for (const text of [served, shown]) expect(untranslated.filter(([en]) => text.includes(en)).map(([en]) => en)).toEqual([]);
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('textbox', { name: es.site.reserve.handleLabel }).fill(visitor.handle);
    await page.getByRole('button', { name: es.site.reserve.continue }).click();
    await expect(page.getByRole('heading', { name: es.site.reserve.emailStepTitle })).toBeVisible();
    await page.getByRole('textbox', { name: es.site.reserve.emailLabel }).fill(visitor.email);
    await page.getByRole('button', { name: es.public.reserve, exact: true }).click();

    const game = new HumanCheckDialog(page, true, es.public, es.site.humanCheck.pads);
    await expect(game.dialog).toBeVisible();
    await game.playByClicking();
    await expect(page.getByRole('heading', { name: es.public.oneMoreStep })).toBeVisible();

    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const [mail] = await inbox.mailsTo(visitor.email);
          link = mail && /https?:\/\/\S+\/es\/verify\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
          return mail && { subject: mail.subject, linked: link !== undefined };
        },
        { message: `the confirmation mail to ${visitor.email}`, timeout: 20_000 },
      )
      .toEqual({ subject: es.mail.confirmSubject(visitor.handle), linked: true });

    await page.goto(link!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(`@${visitor.handle}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: es.verify.successTitle })).toBeVisible();
    await expect.poll(() => db.reservationsFor(visitor.email)).toMatchObject([{ gameshift_id: visitor.handle, is_verified: true }]);
    // The confirmed page stays in Spanish: its chrome, and its links to the rest of the site.
    await expect(
      page.getByRole('navigation', { name: es.site.mainNavigation }).getByRole('link', { name: es.site.newsLink }),
    ).toHaveAttribute('href', '/es/learn');
  });

  test('/ja/learn/<article> is still Japanese once the app has taken over, with its own address as canonical, and stays so as the app navigates', async ({
    page,
  }) => {
    const ja = texts('ja');
    const head = async () =>
      page.evaluate(() => ({
        canonical: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((l) => new URL(l.getAttribute('href')!).pathname),
        ogUrl: Array.from(document.querySelectorAll('meta[property="og:url"]')).map((m) => new URL(m.getAttribute('content')!).pathname),
        alternates: Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map(
          (l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`,
        ),
      }));
    const versions = (path: string) => [
      `en ${path}`,
      `es /es${path}`,
      `pt-BR /pt-br${path}`,
      `de /de${path}`,
      `ja /ja${path}`,
      `x-default ${path}`,
    ];

    await page.goto(`/ja/learn/${ARTICLE}`);
    await hydrated(page);
    await test.step('the article page is Japanese, with the English article noted as such', async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(
        page.getByRole('navigation', { name: ja.site.mainNavigation }).getByRole('link', { name: ja.site.newsLink }),
      ).toBeVisible();
      await expect(page.getByRole('note')).toHaveText(ja.site.language.articleNotTranslated('日本語'));
      await expect(page.getByRole('link', { name: createSiteMessages('GameShift').newsLink, exact: true })).toHaveCount(0);
    });
    await test.step('the app keeps the page’s own address as canonical, and lists its language versions', async () => {
      // What the server wrote, still there once the app has taken the head over.
      await expect.poll(head).toEqual({
        canonical: [`/ja/learn/${ARTICLE}`],
        ogUrl: [`/ja/learn/${ARTICLE}`],
        alternates: versions(`/learn/${ARTICLE}`),
      });
    });
    await test.step('navigating inside the app keeps the language, the canonical address and the versions in step', async () => {
      await page.getByRole('navigation', { name: ja.site.mainNavigation }).getByRole('link', { name: ja.site.newsLink }).click();
      await expect(page).toHaveURL(/\/ja\/learn$/);
      // Exact: the footer's 'GameShift IDを予約する' may be drawn by then too.
      await expect(page.getByRole('link', { name: ja.public.reserveYourId, exact: true })).toBeVisible();
      await expect.poll(head).toEqual({ canonical: ['/ja/learn'], ogUrl: ['/ja/learn'], alternates: versions('/learn') });
    });
  });

  test('the switcher opens the same page in another language, and back', async ({ page }) => {
    const de = texts('de');
    await page.goto(`/learn/${ARTICLE}`);
    await hydrated(page);
    const switcher = page.getByRole('navigation', { name: createSiteMessages('GameShift').language.switcherLabel });
    await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await switcher.getByRole('link', { name: 'Deutsch' }).click();

    await expect(page).toHaveURL(new RegExp(`/de/learn/${ARTICLE}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const german = page.getByRole('navigation', { name: de.site.language.switcherLabel });
    await expect(german.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
    await expect(german.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current', /.*/);
    await german.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`/learn/${ARTICLE}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a Spanish news list marks the English articles it lists as English', async ({ page }) => {
    await page.goto('/es/learn');
    await hydrated(page);
    const title = page.locator(`h2:has(a[href="/es/learn/${ARTICLE}"])`);
    await expect(title).toHaveAttribute('lang', 'en');
    await page.goto('/learn');
    await hydrated(page);
    await expect(page.locator(`h2:has(a[href="/learn/${ARTICLE}"])`)).not.toHaveAttribute('lang', /.*/);
  });

  test('the switcher’s links keep the suggested handle and leave campaign tags behind, as the server writes them', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const switcher = page.getByRole('navigation', { name: createSiteMessages('GameShift').language.switcherLabel });
    await page.goto('/?utm_source=news&suggested=neo_99');
    await hydrated(page);
    await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/?suggested=neo_99');
    await page.goto('/learn?utm_source=news');
    await hydrated(page);
    await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/learn');
    // Drawn by the app this time, back from an article: the same link.
    await page.locator(`main a[href="/learn/${ARTICLE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/learn/${ARTICLE}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/learn\?utm_source=news$/);
    await expect(switcher.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/learn');
    expect(errors).toEqual([]);
  });
});

test.describe('the verification and news pages in Spanish', () => {
  const es = texts('es');
  /**
   * The page's own texts: without an English article's words (no Spanish file of it exists, so
   * it shows in English by design) nor the scripts' data.
   */
  const chromeText = (page: import('@playwright/test').Page) =>
    page.locator('body').evaluate((body) => {
      const copy = body.cloneNode(true) as HTMLElement;
      copy
        .querySelectorAll('script, noscript, .article__title, .article__body, .toc__list, .article-card__title, .article-card__excerpt')
        .forEach((e) => e.remove());
      return copy.innerText || copy.textContent || '';
    });
  const english = {
    public: createPublicMessages('GameShift'),
    site: createSiteMessages('GameShift'),
    news: createNewsMessages('GameShift'),
    newsPage: createNewsPageMessages('GameShift'),
    verify: createVerifyMessages(),
  };
  // As on /es/: English texts worded otherwise in Spanish, long enough to be no Spanish word.
  const untranslated = (Object.keys(english) as (keyof typeof english)[]).flatMap((section) =>
    leaves(english[section], es[section]).filter(([en, translated]) => en !== translated && en.length >= 8 && /\s/.test(en)),
  );

  for (const [path, expected] of [
    ['/es/verify', es.verify.invalidText],
    // A link the server does not know: its answer, too, is worded in Spanish.
    [`/es/verify/${'x'.repeat(43)}`, es.public.invalidOrExpiredLink],
    ['/es/learn', es.newsPage.listDescription],
    [`/es/learn/${ARTICLE}`, es.newsPage.back],
  ] as const) {
    test(`${path} shows no English text its catalogue translates, before and after hydration`, async ({ page }) => {
      await page.goto(path);
      const served = await chromeText(page);
      await hydrated(page);
      await expect(page.locator('body')).toContainText(expected);
      const shown = await chromeText(page);
      for (const text of [served, shown]) expect(untranslated.filter(([en]) => text.includes(en)).map(([en]) => en)).toEqual([]);
    });
  }
});

test.describe('the offer of the visitor’s language on English /', () => {
  test.use({ locale: 'ja-JP' });

  test('is not shown on the page of that language, is shown on / linking to it, and stays away once dismissed', async ({ page }) => {
    const offer = page.getByRole('complementary', { name: LOCALE_OFFERS.ja.offer });
    await test.step('is not shown on the page of that language', async () => {
      await page.goto('/ja/');
      await hydrated(page);
      await expect(offer).toHaveCount(0);
    });
    await test.step('is shown on English / in that language, linking to its page', async () => {
      await page.goto('/');
      await hydrated(page);
      await expect(offer.getByRole('link', { name: LOCALE_OFFERS.ja.offer })).toHaveAttribute('href', '/ja/');
    });
    await test.step('stays away once dismissed', async () => {
      await offer.getByRole('button', { name: LOCALE_OFFERS.ja.dismiss }).click();
      await expect(offer).toBeHidden();
      await page.reload();
      await hydrated(page);
      await expect(offer).toBeHidden();
    });
  });
});

test.describe('English / for an English browser', () => {
  test.use({ locale: 'en-US' });

  /** The language scripts `path` loads: a language's texts, or a translator of its patterns (which a page should not need). */
  async function languageScripts(page: import('@playwright/test').Page, path: string): Promise<string[]> {
    const loaded: string[] = [];
    const record = (request: import('@playwright/test').Request) => {
      const name = /\/assets\/(es|pt-br|de|ja|translator)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (name) loaded.push(name);
    };
    page.on('request', record);
    await page.goto(path);
    await hydrated(page);
    page.off('request', record);
    return loaded.sort();
  }

  test('loads no language script and makes no language offer, while a language’s page loads only its own', async ({ page }) => {
    await test.step('English / loads no language script', async () => {
      expect(await languageScripts(page, '/')).toEqual([]);
    });
    await test.step('English / offers no other language to an English browser', async () => {
      await expect(page.locator('.language-offer')).toHaveCount(0);
    });
    await test.step('/ja/ loads only its own texts, compiled, and no translator', async () => {
      expect(await languageScripts(page, '/ja/')).toEqual(['ja']);
    });
  });
});

/** Each string of an English catalogue beside the same place in its translation. */
function leaves(english: unknown, translated: unknown): [string, string][] {
  if (typeof english === 'string') return typeof translated === 'string' ? [[english, translated]] : [];
  if (english === null || typeof english !== 'object' || translated === null || typeof translated !== 'object') return [];
  return Object.entries(english).flatMap(([key, value]) => leaves(value, (translated as Record<string, unknown>)[key]));
}
