import { createMailMessages } from '../mail-messages';
import { createManageMessages } from '../manage-messages';
import { createPublicMessages } from '../messages';
import { createNewsMessages } from '../news-messages';
import { createNewsPageMessages } from '../news-page-messages';
import { createPageMessages } from '../page-messages';
import { createSiteMessages } from '../site-messages';
import { createSuppressionMessages } from '../suppression-messages';
import { createVerifyMessages } from '../verify-messages';

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
