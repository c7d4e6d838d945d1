import { PUBLIC_ROUTES } from '@gameshift/contracts';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { usePageViews } from '../hooks/usePageViews';
import { useBusyRetry } from '../lib/apiClient';
import { config } from '../lib/config';
import { useLocale } from '../lib/locale';
import { useMessages } from '../hooks/useMessages';
import { LanguageOffer } from './LanguageOffer';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import './SiteLayout.css';

type SiteLayoutProps = {
  children: ReactNode;
};

export function SiteLayout({ children }: SiteLayoutProps) {
  const { messages, uiMessages } = useMessages();
  usePageViews();
  const busyRetry = useBusyRetry();
  const year = new Date().getFullYear();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {uiMessages.skipToContent}
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to="/" className="brand">
            <Logo />
            <span className="brand__name">{config.productName}</span>
          </Link>
          <nav aria-label={uiMessages.mainNavigation}>
            <ul className="site-nav">
              <li>
                <NavLink to="/learn" className="site-nav__link">
                  {uiMessages.newsLink}
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      {/* Always in the page, so that screen readers announce the line when it fills. */}
      <p className="busy-notice" role="status">
        {busyRetry !== null && messages.busyRetrying(busyRetry)}
      </p>
      <footer className="site-footer">
        <div className="container site-footer__inner">
          <p className="site-footer__brand">
            <Logo size={22} />
            <span>
              © {year} {config.productName}
            </span>
          </p>
          <ul className="site-footer__links">
            <li>
              <Link to="/">{uiMessages.footerReserve(config.productName)}</Link>
            </li>
            <li>
              <Link to="/learn">{uiMessages.newsLink}</Link>
            </li>
            <li>
              <Link to="/privacy">{uiMessages.footerPrivacy}</Link>
            </li>
            <li>
              <Link to={PUBLIC_ROUTES.manage}>{uiMessages.footerManage}</Link>
            </li>
            <li>
              <a href={config.socialUrl} target="_blank" rel="noopener noreferrer">
                {uiMessages.footerSocial}
                <span className="sr-only"> {uiMessages.opensInNewTab}</span>
              </a>
            </li>
          </ul>
          <LanguageSwitcher />
        </div>
      </footer>
      {locale === 'en' && pathname === '/' && <LanguageOffer />}
    </>
  );
}
