import type { Locale } from './i18n/locales';

/** A page of the site written in markdown by the operator (content/<slug>.md), such as the privacy page. */
export interface SitePage {
  /** The language of a translation (`<slug>.<locale>.md`); absent for the English page. */
  locale?: Locale;
  slug: string;
  title: string;
  description: string;
  /** Markdown, with the site's values already filled in. */
  content: string;
  /** The page's version: the date it was last changed (YYYY-MM-DD), from its front matter. */
  updated?: string;
}

/** The site pages there are, by slug; each is a route of its own (PUBLIC_ROUTES). */
export const SITE_PAGES = ['privacy'] as const;
export type SitePageSlug = (typeof SITE_PAGES)[number];
