import { MARKDOWN_LINK_SCHEMES } from '@gameshift/contracts';
import type { ErrorTable } from '../common/app-error';

/** An article's address taken, a save over someone else's, a link the site would not follow. */
export const ARTICLE_ERRORS = {
  article_slug_taken: {
    status: 409,
    answer: (messages, details: { slug: string }) => ({ body: { error: messages.articleSlugTaken(details.slug), field: 'slug' } }),
  },
  article_changed_since: {
    status: 409,
    // Who saved since, and the revision that is now the latest, so the portal can offer to reload it.
    answer: (messages, details: { saved_by: string; saved_at: string; revision: number }) => ({
      body: { error: messages.articleChangedSince(details.saved_by, details.saved_at), field: 'revision', ...details },
    }),
  },
  article_link_scheme: {
    status: 400,
    answer: (messages, details: { address: string }) => ({
      body: { error: messages.articleLinkScheme(details.address, MARKDOWN_LINK_SCHEMES), field: 'content' },
    }),
  },
} satisfies ErrorTable;
