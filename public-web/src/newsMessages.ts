import { createNewsMessages } from '@gameshift/contracts';
import { config } from './lib/config';
import { useTranslated } from './lib/locale';

/** The news and 404 pages' texts from the shared catalogue: a module of their own, so that `/` does not load them. */
export const newsMessages = createNewsMessages(config.productName);

/** The news and 404 pages' texts in the page's language. */
export function useNewsMessages() {
  return useTranslated(newsMessages, 'news');
}
