import { LOCALE_NAMES_IN_TEXT } from '@gameshift/contracts';
import { useLocale } from '../lib/locale';

/** The page's language named as the page's own sentences name it ('español'), for the notes of a page shown in English. */
export function useLanguageName(): string {
  return LOCALE_NAMES_IN_TEXT[useLocale()];
}
