import { LOCALE_NAMES, LOCALE_TAGS } from '@gameshift/contracts';
import { useLocale } from '../lib/locale';

/** The page's language named as the page's own sentences name it ('español'), for the notes of a page shown in English. */
export function useLanguageName(): string {
  const locale = useLocale();
  const tag = LOCALE_TAGS[locale];
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? LOCALE_NAMES[locale];
  } catch {
    return LOCALE_NAMES[locale];
  }
}
