import { describe, expect, it } from '@jest/globals';
import { loadCatalogue, localizedMessages } from './i18n/catalogues';
import { LOCALES, type Locale } from './i18n/locales';

/** The verb each language tells a reader to disregard a mail with. */
const IGNORE: Record<Locale, RegExp> = {
  en: /ignore/gi,
  es: /ignora/gi,
  'pt-br': /ignore/gi,
  de: /ignorier/gi,
  ja: /無視/g,
};

describe('the erase confirmation mail', () => {
  it.each(LOCALES)('tells a reader who did not ask for it to ignore it once, in %s', async (locale) => {
    const { manage } = localizedMessages(locale, locale === 'en' ? null : await loadCatalogue(locale), 'GameShift');
    const words = [manage.eraseMailText('ace'), manage.eraseMailIgnore].join('\n');
    expect(words.match(IGNORE[locale])).toHaveLength(1);
  });
});
