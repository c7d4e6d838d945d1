import type { PageData, RuntimeConfig } from '@gameshift/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { Counter } from 'prom-client';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../metrics';
import { PageCache, showsArticles, type PageCacheSpace } from './page-cache';
import { escapeHtml } from './page-head';

/** Built front ends live beside the backend in the repository: <root>/public-web/dist, <root>/admin-web/dist. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const WEB_DIST = {
  public: path.join(REPO_ROOT, 'public-web', 'dist'),
  admin: path.join(REPO_ROOT, 'admin-web', 'dist'),
} as const;
/** The public SPA built for the server (`vite build --ssr`): the same components, rendered to HTML here. */
const SERVER_ENTRY = path.join(REPO_ROOT, 'public-web', 'dist-server', 'entry-server.cjs');
const MANIFEST = path.join(WEB_DIST.public, '.vite', 'manifest.json');

export type WebApp = keyof typeof WEB_DIST;

export interface PageMeta {
  title?: string;
  /** The page's language as a BCP 47 tag, for `<html lang>`. */
  lang?: string;
  /** Replaces the template's description. */
  description?: string;
  /** Extra tags for the head, already escaped. */
  head?: string;
  /** The template's own texts in the page's language; the template's English ones when absent. */
  template?: { description: string; noscript: string };
}

/** What public-web/src/entry-server.tsx exports. */
interface ServerEntry {
  render(url: string, runtime: RuntimeConfig, data: PageData): Promise<string>;
  modulesFor(pathname: string): string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** A finished page and its validator. */
export interface RenderedPage {
  html: string;
  etag: string;
}

/** The `<link rel="preload">` tags React's server renderer puts before a page's markup. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * Rendered pages kept: every page of the site in every language, with room for a few hundred
 * articles; and the reserve page with the latest handles of `?suggested=` links, each followed by
 * about one person (a link from the confirmation page), so a few are enough for reloads.
 */
const CACHE_LIMITS: Record<PageCacheSpace, number> = { pages: 200, variants: 50 };

/** Stands for the address segment of a shared render (see PageContent.shared). */
export const SEGMENT_PLACEHOLDER = '__segment__';

/** A public page to send with its content rendered. */
export interface PageContent {
  /** The address the SPA renders, as its router reads it. */
  url: string;
  pathname: string;
  /** What the page renders from, handed to the browser for hydration. */
  data: PageData;
  /** Where the finished page is kept (PageCacheSpace); rendered for each request when absent. */
  keep?: PageCacheSpace;
  /**
   * For a page that renders like every other of its kind but for the links it makes to its own
   * address (an unknown article: only its language links name the slug): its markup is rendered
   * once, at `url` and from `data` with SEGMENT_PLACEHOLDER for the segment, and `segment` (as the
   * address writes it) put in for each request. A flood of made-up addresses costs no render each.
   */
  shared?: { url: string; data: PageData; segment: string };
}

/**
 * Serves each SPA's index.html with the run-time configuration (product name, flags) put in a
 * meta tag, so a deployment can rename the product without rebuilding. Public pages that read no
 * browser state (`/`, the news pages) come with their content rendered on the server, which the
 * SPA then hydrates.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly templates = new Map<WebApp, string | null>();
  private readonly cache = new PageCache<RenderedPage>(CACHE_LIMITS);
  /** The markup of each shared render (PageContent.shared), by its address: one per language. */
  private readonly sharedMarkup = new Map<string, string>();
  private serverEntry: ServerEntry | null | undefined;
  private manifest: Record<string, ManifestChunk> | null | undefined;
  private readonly served: Counter<'from'>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    metrics: MetricsService,
  ) {
    // A render costs milliseconds of the one thread; this shows how often the cache spares one.
    this.served = new Counter({
      name: 'server_rendered_pages_total',
      help: 'Pages sent with their content rendered on the server, by where the markup came from: the page cache or a fresh render',
      labelNames: ['from'] as const,
      registers: [metrics.registry],
    });
    for (const from of ['cache', 'render']) this.served.inc({ from }, 0);
  }

  /** The page for `app`, with its content rendered when `content` is given; null when the app is not built. */
  async page(app: WebApp, meta: PageMeta = {}, content?: PageContent): Promise<RenderedPage | null> {
    const cached = content?.keep === undefined ? undefined : this.cache.get(content.url);
    if (cached) {
      this.served.inc({ from: 'cache' });
      return cached;
    }
    const shell = this.render(app, meta);
    if (shell === null) return null;
    const html = content ? await this.withContent(shell, content) : shell;
    // A weak validator: the same page goes out plain, gzip or brotli.
    const page = { html, etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
    if (content?.keep !== undefined) this.cache.set(content.keep, content.url, page);
    return page;
  }

  /** Drops the kept pages that show articles, once the articles change (an edit, a scheduled time come). */
  forgetArticles(): void {
    this.cache.forgetWhere(showsArticles);
  }

  render(app: WebApp, meta: PageMeta = {}): string | null {
    const template = this.template(app);
    if (template === null) return null;
    const title = meta.title ?? (app === 'admin' ? `${this.config.productName} Admin` : this.config.productName);
    const head = `<meta name="app-config" content="${escapeHtml(JSON.stringify(this.runtime()))}">${meta.head ?? ''}`;
    let html = template
      .replace(/<html lang="[^"]*"/, (tag) => (meta.lang === undefined ? tag : `<html lang="${escapeHtml(meta.lang)}"`))
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('<!--app-config-->', () => head);
    const { template: texts } = meta;
    if (texts) {
      html = html.replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(texts.noscript)}</noscript>`);
      if (meta.description === undefined) {
        html = html.replace(
          /(<meta name="description" content=")[^"]*(")/,
          (_, start: string, end: string) => `${start}${escapeHtml(texts.description)}${end}`,
        );
      }
    }
    if (meta.description !== undefined) {
      html = html.replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(meta.description!)}" data-page-meta>`,
      );
    }
    return html;
  }

  private runtime(): RuntimeConfig {
    return {
      productName: this.config.productName,
      demoMode: this.config.demoMode,
      socialUrl: this.config.socialUrl,
      passwordProtection: Boolean(this.config.sitePassword),
    };
  }

  /**
   * The shell with the page's HTML in #root, its data for hydration and its chunks named to the
   * boot script. A render that fails still leaves a working page: the browser renders it as before.
   */
  private async withContent(shell: string, content: PageContent): Promise<string> {
    const entry = this.loadServerEntry();
    if (!entry) return shell;
    let body: string;
    try {
      body = await this.markup(entry, content);
    } catch (error) {
      this.logger.error({ err: error, url: content.url }, 'server rendering failed; the page is sent for the browser to render');
      return shell;
    }
    // `<` escaped: the data can never close its script element, whatever an article holds.
    const data = JSON.stringify(content.data).replace(/</g, '\\u003c');
    const { scripts, styles } = this.chunksOf(entry.modulesFor(content.pathname));
    // React writes the preloads it hoists (the article's hero image) at the start of the markup;
    // in the head they are found before the page's scripts.
    const preloads = LEADING_PRELOADS.exec(body)?.[0] ?? '';
    body = body.slice(preloads.length);
    const links = styles
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`)
      .join('');
    // The page's chunks are named to the boot script, which requests them with the entry once the
    // page has painted; a preload link here would have them compete with the paint for bandwidth.
    const chunks = scripts
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `/${escapeHtml(file)}`)
      .join(' ');
    const shellWithChunks = shell.replace(' data-entry="', () => ` data-chunks="${chunks}" data-entry="`);
    // The hero is found ahead of every script.
    const boot = shellWithChunks.indexOf('<script type="module"');
    const head =
      boot > 0 && boot < shellWithChunks.indexOf('</head>')
        ? `${shellWithChunks.slice(0, boot)}${preloads}${shellWithChunks.slice(boot)}`
        : shellWithChunks.replace('</head>', () => `${preloads}</head>`);
    return head
      .replace('</head>', () => `${links}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div><script type="application/json" id="page-data">${data}</script>`,
      );
  }

  private async markup(entry: ServerEntry, content: PageContent): Promise<string> {
    const { shared } = content;
    if (shared === undefined) {
      this.served.inc({ from: 'render' });
      return entry.render(content.url, this.runtime(), content.data);
    }
    let markup = this.sharedMarkup.get(shared.url);
    if (markup === undefined) {
      this.served.inc({ from: 'render' });
      markup = await entry.render(shared.url, this.runtime(), shared.data);
      this.sharedMarkup.set(shared.url, markup);
    } else {
      this.served.inc({ from: 'cache' });
    }
    return markup.replaceAll(SEGMENT_PLACEHOLDER, escapeHtml(shared.segment));
  }

  /**
   * The scripts and stylesheets of the given modules and of everything they import statically,
   * except the entry the page loads anyway.
   */
  private chunksOf(modules: string[]): { scripts: string[]; styles: string[] } {
    const manifest = this.loadManifest();
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest?.[key];
      if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
      scripts.add(chunk.file);
      chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach(visit);
    };
    modules.forEach(visit);
    return { scripts: [...scripts], styles: [...styles] };
  }

  private loadServerEntry(): ServerEntry | null {
    if (this.serverEntry === undefined) {
      this.serverEntry = fs.existsSync(SERVER_ENTRY) ? (createRequire(__filename)(SERVER_ENTRY) as ServerEntry) : null;
      if (!this.serverEntry) this.logger.warn('public-web/dist-server is missing: pages are rendered in the browser only (npm run build)');
    }
    return this.serverEntry;
  }

  private loadManifest(): Record<string, ManifestChunk> | null {
    if (this.manifest === undefined) {
      this.manifest = fs.existsSync(MANIFEST) ? (JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>) : null;
    }
    return this.manifest;
  }

  private template(app: WebApp): string | null {
    if (!this.templates.has(app)) {
      const file = path.join(WEB_DIST[app], 'index.html');
      this.templates.set(app, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return this.templates.get(app)!;
  }
}
