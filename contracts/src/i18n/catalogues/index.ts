import { createMailMessages } from '../../mail-messages';
import { createManageMessages } from '../../manage-messages';
import { createPublicMessages } from '../../messages';
import { createNewsMessages } from '../../news-messages';
import { createNewsPageMessages } from '../../news-page-messages';
import { createPageMessages } from '../../page-messages';
import { createSiteMessages } from '../../site-messages';
import { createSuppressionMessages } from '../../suppression-messages';
import { createVerifyMessages } from '../../verify-messages';
import type { Catalogue } from '../catalogue';
import { localize } from '../localize';
import { LOCALE_TAGS, type Locale } from '../locales';
import {
  MAIL_PARAMS,
  MANAGE_PARAMS,
  NEWS_PAGE_PARAMS,
  NEWS_PARAMS,
  PAGE_PARAMS,
  PUBLIC_PARAMS,
  SITE_PARAMS,
  SUPPRESSION_PARAMS,
  VERIFY_PARAMS,
} from '../params';

// The loader lives in a module of its own: a page that loads a catalogue then takes none of the
// English catalogues it does not show along with it (the SPA's `/` stays within its budget).
export { loadPageCatalogue, type TranslatedLocale } from './load';
export { loadCatalogue } from './load-server';

/** Every catalogue a visitor reads, in one language, each of the English shape. */
export function localizedMessages(locale: Locale, catalogue: Catalogue | null, product: string) {
  const english = {
    public: createPublicMessages(product),
    news: createNewsMessages(product),
    manage: createManageMessages(product),
    suppression: createSuppressionMessages(product),
    site: createSiteMessages(product),
    mail: createMailMessages(product),
    verify: createVerifyMessages(),
    newsPage: createNewsPageMessages(product),
    page: createPageMessages(),
  };
  if (locale === 'en' || !catalogue) return english;
  const tag = LOCALE_TAGS[locale];
  return {
    public: localize(english.public, catalogue.public, PUBLIC_PARAMS, tag, product),
    news: localize(english.news, catalogue.news, NEWS_PARAMS, tag, product),
    manage: localize(english.manage, catalogue.manage, MANAGE_PARAMS, tag, product),
    suppression: localize(english.suppression, catalogue.suppression, SUPPRESSION_PARAMS, tag, product),
    site: localize(english.site, catalogue.site, SITE_PARAMS, tag, product),
    mail: localize(english.mail, catalogue.mail, MAIL_PARAMS, tag, product),
    verify: localize(english.verify, catalogue.verify, VERIFY_PARAMS, tag, product),
    newsPage: localize(english.newsPage, catalogue.newsPage, NEWS_PAGE_PARAMS, tag, product),
    page: localize(english.page, catalogue.page, PAGE_PARAMS, tag, product),
  };
}

export type LocalizedMessages = ReturnType<typeof localizedMessages>;
