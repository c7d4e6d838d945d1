import { formatArticleDate } from '@gameshift/contracts';
import { useLocale } from '../../../lib/locale';

/**
 * An article's date ('2025-03-07') as the page's language writes it in full: 'March 7, 2025',
 * '7. März 2025'. Read as a calendar day, whatever the reader's time zone.
 */
export function useArticleDate(): (date: string) => string {
  const locale = useLocale();
  return (date) => formatArticleDate(date, locale);
}
