import { formatArticleDate, LOCALE_TAGS } from '@gameshift/contracts';
import { useLocale } from '../../../lib/locale';

/**
 * An article's date ('2025-03-07') as the page's language writes it; English writes
 * 'March 7, 2025'. Read in UTC, as the date is a calendar day whatever the reader's time zone.
 */
export function useArticleDate(): (date: string) => string {
  const locale = useLocale();
  if (locale === 'en') return formatArticleDate;
  const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' });
  return (date) => {
    const day = new Date(`${date}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? date : format.format(day);
  };
}
