import {
  createMessages,
  LOCALES,
  loadCatalogue,
  localizedMessages,
  negotiateLocale,
  type Locale,
  type MailMessages,
  type Messages,
  type NewsPageMessages,
  type PageMessages,
} from '@gameshift/contracts';

/** One language's texts: the whole catalogue (the visitor's part translated, the portal's in English) and the mails'. */
export interface LocaleTexts {
  messages: Messages;
  mail: MailMessages;
  /** The news pages' chrome, for the news list's server head. */
  newsPage: NewsPageMessages;
  /** The page template's own texts, written into each served page. */
  page: PageMessages;
}

export type TextsByLocale = Readonly<Record<Locale, LocaleTexts>>;

/**
 * Every language's texts, made once at boot: a request or a mail only picks its language's, so
 * no text is worded twice.
 */
export async function loadTextsByLocale(product: string): Promise<TextsByLocale> {
  const english = createMessages(product);
  const entries = await Promise.all(
    LOCALES.map(async (locale): Promise<[Locale, LocaleTexts]> => {
      const texts = localizedMessages(locale, locale === 'en' ? null : await loadCatalogue(locale), product);
      const messages: Messages = Object.freeze({ ...english, ...texts.public, ...texts.news, ...texts.manage, ...texts.suppression });
      return [locale, { messages: locale === 'en' ? english : messages, mail: texts.mail, newsPage: texts.newsPage, page: texts.page }];
    }),
  );
  return Object.freeze(Object.fromEntries(entries) as Record<Locale, LocaleTexts>);
}

/** The catalogue an answer to a request is worded from: the language its `Accept-Language` prefers among ours, English otherwise. */
export function requestMessages(texts: TextsByLocale, request: { headers: { 'accept-language'?: string | string[] } }): Messages {
  const acceptLanguage = request.headers['accept-language'];
  return texts[negotiateLocale(Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage)].messages;
}
