import { copyLanguage, LOCALES, type AnnouncementTranslations, type Locale } from '@gameshift/contracts';

/** The copies a send would make in one language. */
export type LanguageCopies = {
  language: Locale;
  copies: number;
  /** Of `copies`, those to reservers of a language without a translation (English copies only). */
  fallback: number;
  /** Those languages, in the site's order. */
  untranslated: Locale[];
};

/**
 * How many copies go out in each language, from the audience by the language each reservation was
 * made in: a language with a translation gets its own, every other the English copy. In the
 * site's order of languages, leaving out a language with no copy.
 */
export function copiesByLanguage(translations: AnnouncementTranslations, audience: Partial<Record<Locale, number>>): LanguageCopies[] {
  const byLanguage = new Map<Locale, LanguageCopies>();
  for (const locale of LOCALES) {
    const reservers = audience[locale] ?? 0;
    if (reservers === 0) continue;
    const language = copyLanguage(translations, locale);
    const row = byLanguage.get(language) ?? { language, copies: 0, fallback: 0, untranslated: [] };
    row.copies += reservers;
    if (language !== locale) {
      row.fallback += reservers;
      row.untranslated.push(locale);
    }
    byLanguage.set(language, row);
  }
  return LOCALES.flatMap((language) => byLanguage.get(language) ?? []);
}
