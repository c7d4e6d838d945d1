import { LOCALE_TAGS, type Locale } from '@gameshift/contracts';

/** English keeps the day-month-year order its pages always had. */
function tag(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : LOCALE_TAGS[locale];
}

/** A date in the page's language. */
export function formatDate(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(tag(locale), { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A moment (date and time of day) in the page's language. */
export function formatMoment(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleString(tag(locale), { dateStyle: 'long', timeStyle: 'short' });
}

/** The domain of an address: what a page may show of it without spelling it out. */
export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}
