import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, localizedPath, renderedQuery } from '@gameshift/contracts';
import { useLocation } from 'react-router-dom';
import { useMessages } from '../hooks/useMessages';
import { useLocale } from '../lib/locale';

/**
 * The same page in each language, as plain links: each loads that language's page afresh, with
 * its catalogue, and works before the app has taken over. Each name is written in its own language.
 * Of the query they keep what the page's content depends on, as the server wrote them.
 */
export function LanguageSwitcher() {
  const { uiMessages } = useMessages();
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={uiMessages.language.switcherLabel}>
      <ul className="site-footer__links">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, pathname) + renderedQuery(pathname, search)}
              hrefLang={LOCALE_TAGS[locale]}
              lang={LOCALE_TAGS[locale]}
              aria-current={locale === current ? 'page' : undefined}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
