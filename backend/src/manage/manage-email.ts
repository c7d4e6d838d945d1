import { LOCALE_TAGS, type Locale } from '@gameshift/contracts';
import type { LocaleTexts } from '../config/localized-messages';
import { renderMail, type RenderedMail } from '../common/render-mail';

export type ManageMailKind = 'manage' | 'erase';

export interface ManageEmailInput {
  /** The texts of the reservation's language. */
  texts: LocaleTexts;
  locale: Locale;
  /** A fresh manage link, or the link that confirms an erasure. */
  kind: ManageMailKind;
  handle: string;
  link: string;
}

/** A mail carrying one link of a person's own data, in the reservation's language. */
export function manageEmail({ texts, locale, kind, handle, link }: ManageEmailInput): RenderedMail {
  const { messages: m, mail } = texts;
  const erase = kind === 'erase';
  return renderMail({
    lang: LOCALE_TAGS[locale],
    subject: erase ? m.eraseMailSubject : m.manageMailSubject,
    blocks: [
      { kind: 'paragraph', text: erase ? m.eraseMailText(handle) : m.manageMailText(handle) },
      { kind: 'button', label: erase ? m.eraseMailButton : m.manageMailLink, href: link },
      { kind: 'address', lead: mail.pasteLink, href: link },
    ],
    // The erase mail's words say nothing of ignoring it: its footer says so once, and what ignoring it does.
    footer: { note: erase ? m.eraseMailIgnore : m.mailIgnore },
  });
}
