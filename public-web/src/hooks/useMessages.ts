import { useTranslated } from '../lib/locale';
import { messages, uiMessages } from '../messages';

/** The shared catalogue and the site's own texts in the page's language. */
export function useMessages() {
  return {
    messages: useTranslated(messages, 'public'),
    uiMessages: useTranslated(uiMessages, 'site'),
  };
}

export type Messages = ReturnType<typeof useMessages>['messages'];
