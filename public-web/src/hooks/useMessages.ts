import { PUBLIC_PARAMS, SITE_PARAMS } from '@gameshift/contracts';
import { useTranslated } from '../lib/locale';
import { messages, uiMessages } from '../messages';

/** The shared catalogue and the site's own texts in the page's language. */
export function useMessages() {
  return {
    messages: useTranslated(messages, 'public', PUBLIC_PARAMS),
    uiMessages: useTranslated(uiMessages, 'site', SITE_PARAMS),
  };
}

export type Messages = ReturnType<typeof useMessages>['messages'];
