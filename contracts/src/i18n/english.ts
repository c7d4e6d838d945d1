import { createMailMessages } from './english/mail.generated';
import { createManageMessages } from './english/manage.generated';
import { createNewsMessages } from './english/news.generated';
import { createNewsPageMessages } from './english/news-page.generated';
import { createPageMessages } from './english/page.generated';
import { createPublicMessages } from './english/public.generated';
import { createSiteMessages } from './english/site.generated';
import { createSuppressionMessages } from './english/suppression.generated';
import { createVerifyMessages } from './english/verify.generated';
import type { Section } from './sections';

/**
 * The English texts of each section of the catalogue (sections.ts), by the factory that makes them.
 * Kept beside the table rather than in it: a page's translator reads the table and so takes none
 * of the English catalogues it does not show.
 */
export const ENGLISH = {
  public: createPublicMessages,
  news: createNewsMessages,
  manage: createManageMessages,
  suppression: createSuppressionMessages,
  site: createSiteMessages,
  mail: createMailMessages,
  verify: createVerifyMessages,
  newsPage: createNewsPageMessages,
  page: createPageMessages,
} as const satisfies { readonly [S in Section]: (product: string) => object };

/** The English texts of a section, as its factory makes them. */
export type EnglishOf<S extends Section> = ReturnType<(typeof ENGLISH)[S]>;
