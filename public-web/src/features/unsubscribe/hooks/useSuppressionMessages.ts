import { createSuppressionMessages } from '@gameshift/contracts';
import { config } from '../../../lib/config';
import { useTranslated } from '../../../lib/locale';

const english = createSuppressionMessages(config.productName);

/** The unsubscribe page's texts in the page's language. */
export function useSuppressionMessages() {
  return useTranslated(english, 'suppression');
}
