import { articleMeta, articleNotFoundMeta, newsListMeta, newsTexts, type PageMeta } from '@gameshift/contracts';
import { Controller, Get, Inject, NotFoundException, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { ArticlesService } from '../articles/articles.service';
import { Public } from '../common/public.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { rssFeed, sitemap } from './feeds';
import { renderMetaTags } from './page-head';
import { PageRenderer, WebApp, type PageMeta as RenderedMeta } from './page-renderer';

/** Paths the public SPA knows; any other path still gets the SPA (its 404 page) with status 404. */
const PUBLIC_ROUTES = [/^\/$/, /^\/verify(\/[^/]+)?\/?$/, /^\/simonsays\/?$/, /^\/learn\/?$/];
const ARTICLE_ROUTE = /^\/learn\/([^/]+)\/?$/;

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
    const xml = rssFeed(this.articles.published(), { title: texts.sectionTitle, description: texts.description, origin: this.config.publicUrl });
    void reply.header('Content-Type', 'application/rss+xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
  }

  @Get('sitemap.xml')
  sitemap(@Res() reply: FastifyReply): void {
    const xml = sitemap(this.articles.published(), this.config.publicUrl);
    void reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(xml);
  }

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new NotFoundException();
    const app: WebApp = pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'public';
    const news = app === 'public' ? this.newsPage(pathname) : undefined;
    const html = this.pages.render(app, news?.meta);
    if (html === null) throw new ServiceUnavailableException({ error: 'The web app is not built yet: run npm run build.' });
    const known = app === 'admin' || news?.found === true || PUBLIC_ROUTES.some((route) => route.test(pathname));
    // no-cache: browsers keep the page but ask each time, and the ETag turns an unchanged page into a 304.
    const etag = pageEtag(html);
    void reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'accept-encoding');
    if (known && etagMatches(request.headers['if-none-match'], etag)) {
      void reply.status(304).send();
      return;
    }
    void reply
      .status(known ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .send(html);
  }

  /**
   * The news pages carry their link-preview tags in the served HTML, for crawlers that run no
   * JavaScript. An unknown or draft slug is served as a 404.
   */
  private newsPage(pathname: string): { meta: RenderedMeta; found: boolean } | undefined {
    const product = this.config.productName;
    const origin = this.config.publicUrl;
    if (/^\/learn\/?$/.test(pathname)) return { meta: this.rendered(newsListMeta(product, origin)), found: true };
    const slug = ARTICLE_ROUTE.exec(pathname)?.[1];
    if (slug === undefined) return undefined;
    const article = this.articles.publishedArticle(slug);
    if (article) return { meta: this.rendered(articleMeta(article, product, origin)), found: true };
    return { meta: this.rendered(articleNotFoundMeta(product, origin, decodeSafely(slug))), found: false };
  }

  private rendered(meta: PageMeta): RenderedMeta {
    const feed = { title: newsTexts(this.config.productName).sectionTitle, href: `${this.config.publicUrl}/learn/rss.xml` };
    return { title: meta.title, description: meta.description, head: renderMetaTags(meta, feed) };
  }
}

/** Weak, because the same page is sent plain, gzip or brotli. */
function pageEtag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
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
