import type { RuntimeConfig } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { escapeHtml } from './page-head';

/** Built front ends live beside the backend in the repository: <root>/public-web/dist, <root>/admin-web/dist. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const WEB_DIST = {
  public: path.join(REPO_ROOT, 'public-web', 'dist'),
  admin: path.join(REPO_ROOT, 'admin-web', 'dist'),
} as const;

export type WebApp = keyof typeof WEB_DIST;

export interface PageMeta {
  title?: string;
  /** Replaces the template's description. */
  description?: string;
  /** Extra tags for the head, already escaped. */
  head?: string;
}

/**
 * Serves each SPA's index.html with the run-time configuration (product name, flags) put in a
 * meta tag, so a deployment can rename the product without rebuilding.
 */
@Injectable()
export class PageRenderer {
  private readonly templates = new Map<WebApp, string | null>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  render(app: WebApp, meta: PageMeta = {}): string | null {
    const template = this.template(app);
    if (template === null) return null;
    const runtime: RuntimeConfig = {
      productName: this.config.productName,
      demoMode: this.config.demoMode,
      socialUrl: this.config.socialUrl,
      passwordProtection: Boolean(this.config.sitePassword),
    };
    const title = meta.title ?? (app === 'admin' ? `${this.config.productName} Admin` : this.config.productName);
    const head = `<meta name="app-config" content="${escapeHtml(JSON.stringify(runtime))}">${meta.head ?? ''}`;
    let html = template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('<!--app-config-->', () => head);
    if (meta.description !== undefined) {
      html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(meta.description!)}" data-page-meta>`);
    }
    return html;
  }

  private template(app: WebApp): string | null {
    if (!this.templates.has(app)) {
      const file = path.join(WEB_DIST[app], 'index.html');
      this.templates.set(app, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return this.templates.get(app)!;
  }
}
