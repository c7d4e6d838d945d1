import { formatArticleDate, type Locale } from '@gameshift/contracts';

/**
 * When a post was written, in the reader's time zone and the page's language: '3:04 PM · March 7,
 * 2025' in English, '15:04 · 7. März 2025' in German. Written without a date formatter: the first
 * one a page makes holds a phone's main thread as long as the card's whole render, as it loads the
 * language's calendar data. The date is written as the article's own date is (formatArticleDate).
 */
export function formatPostTime(at: Date, locale: Locale): string {
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  const time = locale === 'en' ? `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}` : `${hours}:${minutes}`;
  const day = [at.getFullYear(), at.getMonth() + 1, at.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `${time} · ${formatArticleDate(day, locale)}`;
}
