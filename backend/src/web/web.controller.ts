import {
  absoluteUrl,
  ARTICLE_QUERY_KEYS,
  articleMeta,
  DEFAULT_LOCALE,
  isLocale,
  articleNotFoundMeta,
  LOCALE_TAGS,
  localeFromPath,
  localizedMeta,
  localizedPath,
  matchLocalizedRoute,
  newsListMeta,
  newsTexts,
  PUBLIC_ROUTES,
  renderedQuery,
  sitePageMeta,
  validateHandle,
  type Article,
  type SitePage,
  type PageData,
  type PageMeta,
  type Locale,
  type LocalizedRouteMatch,
} from '@gameshift/contracts';
import { Controller, Get, Inject, NotFoundException, Param, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ArticlesService } from '../articles';
import { Public } from '../common/public.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG, TEXTS_BY_LOCALE } from '../config/config.module';
import type { TextsByLocale } from '../config/localized-messages';
import { feedPath, rssFeed, sitemap } from './feeds';
import { renderAlternates, renderMetaTags } from './page-head';
import { PageRenderer, SEGMENT_PLACEHOLDER, WebApp, type PageContent, type PageMeta as RenderedMeta } from './page-renderer';

@ApiExcludeController()
@Public()
@SkipThrottle()
@Controller()
export class WebController {
  constructor(
    private readonly pages: PageRenderer,
    private readonly articles: ArticlesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TEXTS_BY_LOCALE) private readonly texts: TextsByLocale,
  ) {}

  @Get('learn/rss.xml')
  rss(@Res() reply: FastifyReply): void {
    this.feed(DEFAULT_LOCALE, reply);
  }

  /** Each other language's feed; a path of no language is a page not found, as any other. */
  @Get(':locale/learn/rss.xml')
  async localizedRss(@Param('locale') locale: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (isLocale(locale) && locale !== DEFAULT_LOCALE) this.feed(locale, reply);
    else await this.page(request, reply);
  }

  @Get('sitemap.xml')
  sitemap(@Res() reply: FastifyReply): void {
    const xml = sitemap(this.articles.published(), this.config.publicUrl);
    void reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
  }

  @Get('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const [pathname, search = ''] = request.url.split('?', 2);
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new NotFoundException();
    const app: WebApp = pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'public';
    const route = app === 'public' ? matchLocalizedRoute(pathname) : null;
    // A page no language has is still answered in the language of its first segment: /ja/x is a Japanese 404.
    const locale = route?.locale ?? localeFromPath(pathname).locale;
    const news = this.newsPage(route);
    const sitePage = route?.route === 'privacy' ? (this.articles.sitePage(route.route, locale) ?? null) : undefined;
    const found = app === 'public' && (news?.found ?? (route !== null && sitePage !== null));
    const meta = this.localized(
      app,
      locale,
      sitePage ? this.rendered(sitePageMeta(sitePage, this.config.publicUrl), locale) : news?.meta,
      found ? route?.path : undefined,
    );
    const content = this.content(route, search, news, sitePage);
    const page = await this.pages.page(app, meta, content);
    if (page === null) throw new ServiceUnavailableException({ error: 'The web app is not built yet: run npm run build.' });
    // Any other path still gets the SPA (its 404 page) with status 404; so does an article not published.
    const known = app === 'admin' || found;
    // no-cache: browsers keep the page but ask each time, and the ETag turns an unchanged page into a 304.
    void reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'accept-encoding');
    // A page reached only from one person's mail: nothing for a search engine to list.
    if (route?.route === 'unsubscribe') void reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (known && etagMatches(request.headers['if-none-match'], page.etag)) {
      void reply.status(304).send();
      return;
    }
    void reply
      .status(known ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .send(page.html);
  }

  /**
   * The pages sent already rendered, with the data they render: the reserve page (whose only
   * input is `?suggested=`), the news pages and the privacy page. Others depend on the visitor and render in the browser.
   */
  private content(
    route: LocalizedRouteMatch | null,
    search: string,
    news: { article?: Article | null; slug?: string } | undefined,
    sitePage: SitePage | null | undefined,
  ): PageContent | undefined {
    if (!route) return undefined;
    const { locale } = route;
    // The renderer reads the page's language from its address, as the browser does. A page is kept
    // only at its own address (`canonical`, null for a page that does not exist): any other spelling
    // (a trailing slash, percent-escapes) is rendered as written, each time, so that made-up
    // spellings cannot fill the cache.
    const page = (canonical: string | null, data: PageData): PageContent => ({
      url: localizedPath(locale, route.path),
      pathname: route.path,
      data,
      keep: route.path === canonical ? 'pages' : undefined,
    });
    if (route.route === 'privacy') {
      return page(sitePage ? PUBLIC_ROUTES.privacy : null, { queries: [[ARTICLE_QUERY_KEYS.sitePage(route.route), sitePage ?? null]] });
    }
    if (route.route === 'reserve') return this.reservePage(locale, search);
    if (route.route === 'news') {
      return page(PUBLIC_ROUTES.news, { queries: [[ARTICLE_QUERY_KEYS.list(), this.articles.published(locale)]] });
    }
    if (news?.slug === undefined) return undefined;
    const articlePath = (segment: string) => PUBLIC_ROUTES.article.replace(':slug', segment);
    if (news.article) {
      return page(articlePath(encodeURIComponent(news.slug)), { queries: [[ARTICLE_QUERY_KEYS.article(news.slug), news.article]] });
    }
    // Every unknown article is one page but for its language links, which name the address as written.
    return {
      ...page(null, { queries: [[ARTICLE_QUERY_KEYS.article(news.slug), null]] }),
      shared: {
        url: localizedPath(locale, articlePath(SEGMENT_PLACEHOLDER)),
        data: { queries: [[ARTICLE_QUERY_KEYS.article(SEGMENT_PLACEHOLDER), null]] },
        // With a trailing slash, if written: the links are the address as written.
        segment: route.path.slice(articlePath('').length),
      },
    };
  }

  /**
   * The reserve page, whose only input is `?suggested=`: a handle written as the form would write
   * it is kept among the variants; anything else (not a handle, or another spelling of one) is
   * rendered each time, since what it shows depends on the exact text (step 1 echoes it with its
   * error) and every such text is a new address.
   */
  private reservePage(locale: Locale, search: string): PageContent {
    const query = renderedQuery(PUBLIC_ROUTES.reserve, search);
    const url = localizedPath(locale, PUBLIC_ROUTES.reserve) + query;
    const content: PageContent = { url, pathname: PUBLIC_ROUTES.reserve, data: { queries: [] } };
    if (query === '') return { ...content, keep: 'pages' };
    const suggested = new URLSearchParams(search).get('suggested')!;
    const verdict = validateHandle(suggested, { productName: this.config.productName });
    return verdict.ok && verdict.handle === suggested ? { ...content, keep: 'variants' } : content;
  }

  /**
   * The news pages carry their link-preview tags in the served HTML, for crawlers that run no
   * JavaScript. An unknown or draft slug is served as a 404.
   */
  private newsPage(
    route: LocalizedRouteMatch | null,
  ): { meta: RenderedMeta; found: boolean; slug?: string; article?: Article | null } | undefined {
    const product = this.config.productName;
    const origin = this.config.publicUrl;
    if (route?.route !== 'news' && route?.route !== 'article') return undefined;
    const { locale } = route;
    const { messages } = this.texts[locale];
    const texts = this.newsTexts(locale);
    if (route.route === 'news') return { meta: this.rendered(newsListMeta(product, origin, texts), locale), found: true };
    const slug = decodeSafely(route.params.slug);
    const article = this.articles.publishedArticle(slug, locale) ?? null;
    if (article) {
      return {
        meta: this.rendered(articleMeta(article, product, origin, texts), locale),
        found: true,
        slug,
        article,
      };
    }
    return { meta: this.rendered(articleNotFoundMeta(product, origin, slug, messages), locale), found: false, slug, article };
  }

  /**
   * A page's head in its language: `<html lang>`, the canonical address of this language's version
   * and, for a page that exists, the address of each language version (`path` is its English path).
   */
  private localized(app: WebApp, locale: Locale, meta: RenderedMeta | undefined, path: string | undefined): RenderedMeta | undefined {
    if (app === 'admin') return meta;
    const head = (meta?.head ?? '') + (path === undefined ? '' : renderAlternates(path, this.config.publicUrl));
    // English pages keep the template's texts as they are.
    const template = locale === 'en' ? undefined : this.texts[locale].page;
    return { ...meta, lang: LOCALE_TAGS[locale], head, template };
  }

  private rendered(english: PageMeta, locale: Locale): RenderedMeta {
    const meta = localizedMeta(english, locale);
    const feed = { title: this.newsTexts(locale).sectionTitle, href: absoluteUrl(feedPath(locale), this.config.publicUrl) };
    return { title: meta.title, description: meta.description, head: renderMetaTags(meta, feed) };
  }

  /** The news section's words in a language. */
  private newsTexts(locale: Locale) {
    const { newsPage, messages } = this.texts[locale];
    return newsTexts(this.config.productName, newsPage, messages);
  }

  /** A language's news feed: its channel and categories in that language, its articles as that language's pages show them. */
  private feed(locale: Locale, reply: FastifyReply): void {
    const texts = this.newsTexts(locale);
    const xml = rssFeed(this.articles.published(locale), {
      title: texts.sectionTitle,
      description: texts.description,
      origin: this.config.publicUrl,
      category: texts.category,
      locale,
    });
    void reply.header('Content-Type', 'application/rss+xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
  }
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
