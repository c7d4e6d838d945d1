import { createNewsPageMessages } from '@gameshift/contracts';
import { config } from '../../lib/config';
import { useTranslated } from '../../lib/locale';

/** The news pages' English chrome: imported by their chunks alone, so that `/` does not carry it. */
export const newsText = createNewsPageMessages(config.productName);

/** The news pages' chrome in the page's language. */
export function useNewsText() {
  return useTranslated(newsText, 'newsPage');
}
