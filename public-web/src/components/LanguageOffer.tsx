import { LOCALE_OFFERS, LOCALE_TAGS, localizedPath, negotiateLocale, type Locale } from '@gameshift/contracts';
import { useEffect, useState } from 'react';

const DISMISSED_KEY = 'language-offer-dismissed';

type OfferedLocale = Exclude<Locale, 'en'>;

/** The supported language the browser prefers over English, unless the visitor said no before. */
function preferredLocale(): OfferedLocale | null {
  try {
    if (localStorage.getItem(DISMISSED_KEY) !== null) return null;
  } catch {
    // Storage refused (private mode): the offer shows, and a dismissal lasts for the page.
  }
  const preferred = negotiateLocale(navigator.languages.join(','));
  return preferred === 'en' ? null : preferred;
}

/**
 * English `/` offers the visitor's own language in one line, written in it. The browser decides,
 * after hydration, so the server's page is the same for everyone (and cacheable); nothing redirects.
 */
export function LanguageOffer() {
  const [offered, setOffered] = useState<OfferedLocale | null>(null);
  useEffect(() => setOffered(preferredLocale()), []);
  if (offered === null) return null;

  const handleDismiss = () => {
    setOffered(null);
    try {
      localStorage.setItem(DISMISSED_KEY, offered);
    } catch {
      // Not kept: the offer comes back on the next visit.
    }
  };
  const { offer, dismiss } = LOCALE_OFFERS[offered];
  return (
    <aside className="language-offer" lang={LOCALE_TAGS[offered]} aria-label={offer}>
      <a href={localizedPath(offered, '/')} hrefLang={LOCALE_TAGS[offered]}>
        {offer}
      </a>
      <button type="button" className="language-offer__dismiss" aria-label={dismiss} onClick={handleDismiss}>
        ×
      </button>
    </aside>
  );
}
