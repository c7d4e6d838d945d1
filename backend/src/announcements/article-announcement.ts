import {
  absoluteUrl,
  ANNOUNCEMENT_LIMITS,
  DEFAULT_LOCALE,
  localizedPath,
  PUBLIC_ROUTES,
  TRANSLATED_LOCALES,
  type Article,
  type AnnouncementTranslations,
  type Locale,
} from '@gameshift/contracts';

/** A subject cut to the announcement's limit, on a word where one is near. */
function subjectOf(title: string): string {
  if (title.length <= ANNOUNCEMENT_LIMITS.subject) return title;
  const cut = title.slice(0, ANNOUNCEMENT_LIMITS.subject - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > ANNOUNCEMENT_LIMITS.subject / 2 ? cut.slice(0, space) : cut}…`;
}

/** Markdown link text with the characters that would end or break it escaped. */
function linkText(text: string): string {
  return text.replace(/[[\]\\]/g, (c) => `\\${c}`);
}

/**
 * The words of an announcement that tells of a published article: its title as the subject, its
 * excerpt and a link to its page as the body, in English and in each language the article is
 * translated into (its page in that language). `published(locale)` answers the article as that
 * language's page shows it.
 */
export function articleAnnouncement(
  published: (locale: Locale) => Article | undefined,
  publicUrl: string,
): { subject: string; body: string; translations: AnnouncementTranslations } | undefined {
  const english = published(DEFAULT_LOCALE);
  if (!english) return undefined;
  const words = (article: Article, locale: Locale) => {
    const url = absoluteUrl(localizedPath(locale, PUBLIC_ROUTES.article.replace(':slug', encodeURIComponent(article.slug))), publicUrl);
    return { subject: subjectOf(article.title), body: `${article.excerpt}\n\n[${linkText(article.title)}](${url})` };
  };
  const translations: AnnouncementTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const article = published(locale);
    if (article?.locale === locale) translations[locale] = words(article, locale);
  }
  return { ...words(english, DEFAULT_LOCALE), translations };
}
