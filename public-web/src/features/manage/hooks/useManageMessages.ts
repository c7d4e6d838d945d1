import { createManagePageMessages } from '@gameshift/contracts';
import { config } from '../../../lib/config';
import { useTranslated } from '../../../lib/locale';

const english = createManagePageMessages(config.productName);

/** The manage pages' texts in the page's language. */
export function useManageMessages() {
  return useTranslated(english, 'manage');
}
