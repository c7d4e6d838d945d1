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
  type ArticleTextInput,
  type SitePage,
  type PageData,
  type PageMeta,
  type Locale,
  type LocalizedRouteMatch,
} from '@gameshift/contracts';
import { createHash } from 'node:crypto';
import { Body, Controller, Get, Inject, NotFoundException, Param, Post, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ARTICLE_BODY_LIMIT, ArticleEditorService, ArticlesService } from '../articles';
import { BodyLimit } from '../common/body-limit.decorator';
import { Public } from '../common/public.decorator';
import { type AppConfig } from '../config/app-config';
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
    private readonly editor: ArticleEditorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TEXTS_BY_LOCALE) private readonly texts: TextsByLocale,
  ) {
    articles.onChange(() => pages.forgetArticles());
  }

  @Get('learn/rss.xml')
  rss(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    this.feed(DEFAULT_LOCALE, request, reply);
  }

  /** Each other language's feed; a path of no language is a page not found, as any other. */
  @Get(':locale/learn/rss.xml')
  async localizedRss(@Param('locale') locale: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (isLocale(locale) && locale !== DEFAULT_LOCALE) this.feed(locale, request, reply);
    else await this.page(request, reply);
  }

  @Get('sitemap.xml')
  sitemap(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    sendRevalidated(request, reply, 'application/xml; charset=utf-8', sitemap(this.articles.published(), this.config.publicUrl));
  }

  /**
   * An article's page as it stands, draft or not, for the editors (the portal's preview frame): the
   * same server render a visitor gets, without the scripts (which would take the page for an unknown
   * address), never cached, kept out of search engines and of the referrer.
   */
  @Get('preview/articles/:token')
  async preview(@Param('token') token: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.previewPage(token, undefined, request, reply);
  }

  /**
   * The same page with the editor's unsaved words (a form field `article`, their JSON), which the
   * portal posts as the editor types and shows in its preview frame. Only the token's holder can: a
   * form from elsewhere has no token.
   */
  @Post('preview/articles/:token')
  @BodyLimit(ARTICLE_BODY_LIMIT)
  async previewDraft(
    @Param('token') token: string,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.previewPage(token, draftFields(body), request, reply);
  }

  /**
   * An article's page as it stands, draft or not, for the editors (the portal's preview frame): the
   * same server render a visitor gets, without the scripts (which would take the page for an unknown
   * address), never cached, kept out of search engines and of the referrer.
   */
  private async previewPage(
    token: string,
    draft: Partial<ArticleTextInput> | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const found = await this.editor.previewArticle(token, draft);
    if (!found) {
      await this.page(request, reply);
      return;
    }
    const { article, locale } = found;
    const path = PUBLIC_ROUTES.article.replace(':slug', encodeURIComponent(article.slug));
    const english = articleMeta(article, this.config.productName, this.config.publicUrl, this.newsTexts(locale));
    const meta = this.localized('public', locale, this.rendered(english, locale), undefined);
    const page = await this.pages.page('public', meta, {
      url: localizedPath(locale, path),
      pathname: path,
      data: { queries: [[ARTICLE_QUERY_KEYS.article(article.slug), article]] },
    });
    if (page === null) throw new ServiceUnavailableException({ error: 'The web app is not built yet: run npm run build.' });
    void reply
      .status(200)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .header('Content-Type', 'text/html; charset=utf-8')
      .send(page.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''));
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
    // An article renamed in the portal: its old address leads to the new one, in its language.
    const moved = news?.found === false && news.slug !== undefined ? this.articles.movedTo(news.slug) : undefined;
    if (moved !== undefined) {
      const to = localizedPath(locale, PUBLIC_ROUTES.article.replace(':slug', encodeURIComponent(moved)));
      void reply.status(301).header('Location', to).header('Cache-Control', 'no-cache').send();
      return;
    }
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
  private feed(locale: Locale, request: FastifyRequest, reply: FastifyReply): void {
    const texts = this.newsTexts(locale);
    const xml = rssFeed(this.articles.published(locale), {
      title: texts.sectionTitle,
      description: texts.description,
      origin: this.config.publicUrl,
      category: texts.category,
      locale,
    });
    sendRevalidated(request, reply, 'application/rss+xml; charset=utf-8', xml);
  }
}

/**
 * A document that changes when an article does (a feed, the sitemap): kept by readers and caches but
 * asked for again each time, so an edit reaches them at once; an unchanged one costs a 304.
 */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, type: string, body: string): void {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  void reply.header('Cache-Control', 'public, no-cache').header('ETag', etag);
  if (etagMatches(request.headers['if-none-match'], etag)) {
    void reply.status(304).send();
    return;
  }
  void reply.header('Content-Type', type).send(body);
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

const DRAFT_TEXTS = [
  'title',
  'excerpt',
  'author',
  'content',
  'image',
  'ogImage',
  'audioFile',
  'audioNote',
  'metaTitle',
  'metaDescription',
] as const;

/** The editor's unsaved words from a preview form (`article`: their JSON): the texts among them, anything else dropped. */
export function draftFields(body: unknown): Partial<ArticleTextInput> | undefined {
  const json = (body as { article?: unknown } | null)?.article;
  if (typeof json !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const given = parsed as Record<string, unknown>;
  const draft: Partial<ArticleTextInput> = {};
  for (const field of DRAFT_TEXTS) {
    const value = given[field];
    if (typeof value === 'string' && value.trim() !== '') draft[field] = value;
  }
  if (Array.isArray(given.tags) && given.tags.every((tag) => typeof tag === 'string')) draft.tags = given.tags as string[];
  return draft;
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
