import {
  ARTICLE_QUERY_KEYS,
  articleMeta,
  articleNotFoundMeta,
  matchPublicRoute,
  newsListMeta,
  newsTexts,
  sitePageMeta,
  type Article,
  type SitePage,
  type PageData,
  type PageMeta,
  type PublicRouteMatch,
} from '@gameshift/contracts';
import { Controller, Get, Inject, NotFoundException, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { ArticlesService } from '../articles/articles.service';
import { Public } from '../common/public.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { rssFeed, sitemap } from './feeds';
import { renderMetaTags } from './page-head';
import { PageRenderer, WebApp, type PageMeta as RenderedMeta } from './page-renderer';

@ApiExcludeController()
@Public()
@SkipThrottle()
@Controller()
export class WebController {
  constructor(
    private readonly pages: PageRenderer,
    private readonly articles: ArticlesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('learn/rss.xml')
  rss(@Res() reply: FastifyReply): void {
    const texts = newsTexts(this.config.productName);
    const xml = rssFeed(this.articles.published(), {
      title: texts.sectionTitle,
      description: texts.description,
      origin: this.config.publicUrl,
    });
    void reply.header('Content-Type', 'application/rss+xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
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
    const route = app === 'public' ? matchPublicRoute(pathname) : null;
    const news = this.newsPage(route);
    const sitePage = route?.route === 'privacy' ? (this.articles.sitePage(route.route) ?? null) : undefined;
    const meta = sitePage ? this.rendered(sitePageMeta(sitePage, this.config.publicUrl)) : news?.meta;
    const content = this.content(route, pathname, search, news, sitePage);
    const page = await this.pages.page(app, meta, content);
    if (page === null) throw new ServiceUnavailableException({ error: 'The web app is not built yet: run npm run build.' });
    // Any other path still gets the SPA (its 404 page) with status 404; so does an article not published.
    const known = app === 'admin' || news?.found === true || (route !== null && route.route !== 'article' && sitePage !== null);
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
    route: PublicRouteMatch | null,
    pathname: string,
    search: string,
    news: { article?: Article | null; slug?: string } | undefined,
    sitePage: SitePage | null | undefined,
  ): { url: string; pathname: string; data: PageData } | undefined {
    if (route?.route === 'privacy') {
      return { url: pathname, pathname, data: { queries: [[ARTICLE_QUERY_KEYS.sitePage(route.route), sitePage ?? null]] } };
    }
    if (route?.route === 'reserve') {
      const suggested = new URLSearchParams(search).get('suggested');
      const url = suggested === null ? '/' : `/?${new URLSearchParams({ suggested }).toString()}`;
      return { url, pathname, data: { queries: [] } };
    }
    if (route?.route === 'news') {
      return { url: '/learn', pathname, data: { queries: [[ARTICLE_QUERY_KEYS.list(), this.articles.published()]] } };
    }
    if (news?.slug !== undefined) {
      return { url: pathname, pathname, data: { queries: [[ARTICLE_QUERY_KEYS.article(news.slug), news.article ?? null]] } };
    }
    return undefined;
  }

  /**
   * The news pages carry their link-preview tags in the served HTML, for crawlers that run no
   * JavaScript. An unknown or draft slug is served as a 404.
   */
  private newsPage(
    route: PublicRouteMatch | null,
  ): { meta: RenderedMeta; found: boolean; slug?: string; article?: Article | null } | undefined {
    const product = this.config.productName;
    const origin = this.config.publicUrl;
    if (route?.route === 'news') return { meta: this.rendered(newsListMeta(product, origin)), found: true };
    if (route?.route !== 'article') return undefined;
    const slug = decodeSafely(route.params.slug);
    const article = this.articles.publishedArticle(slug) ?? null;
    if (article) return { meta: this.rendered(articleMeta(article, product, origin)), found: true, slug, article };
    return { meta: this.rendered(articleNotFoundMeta(product, origin, slug)), found: false, slug, article };
  }

  private rendered(meta: PageMeta): RenderedMeta {
    const feed = { title: newsTexts(this.config.productName).sectionTitle, href: `${this.config.publicUrl}/learn/rss.xml` };
    return { title: meta.title, description: meta.description, head: renderMetaTags(meta, feed) };
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
