import { createVerifyMessages } from '@gameshift/contracts';
import { useTranslated } from '../../lib/locale';

/** The verification page's English texts: imported by its chunk alone, so that `/` does not carry them. */
export const verifyText = createVerifyMessages();

/** The verification page's texts in the page's language. */
export function useVerifyText() {
  return useTranslated(verifyText, 'verify');
}
