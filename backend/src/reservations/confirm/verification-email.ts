import { LOCALE_TAGS, type Locale } from '@gameshift/contracts';
import type { LocaleTexts } from '../../config/localized-messages';
import { renderMail, type RenderedMail } from '../../common/render-mail';

export interface VerificationEmailInput {
  /** The texts of the reservation's language. */
  texts: LocaleTexts;
  locale: Locale;
  handle: string;
  link: string;
  /** How long the handle is kept from others; the mail says it with the link's 24 hours, its one word on time. */
  holdMinutes: number;
  /** The reservation's "Manage your reservation" link. */
  manageLink: string;
}

/** The confirmation email, in the reservation's language. The handle is the only text in it that a visitor typed. */
export function verificationEmail({ texts, locale, handle, link, holdMinutes, manageLink }: VerificationEmailInput): RenderedMail {
  const { mail, messages } = texts;
  return renderMail({
    lang: LOCALE_TAGS[locale],
    subject: mail.confirmSubject(handle),
    blocks: [
      { kind: 'heading', text: mail.confirmHeading, plain: null },
      { kind: 'paragraph', text: mail.confirmOwning, plain: mail.confirmLead(handle) },
      { kind: 'handle', text: handle, plain: null },
      { kind: 'button', label: mail.confirmButton, href: link, plain: `${mail.confirmOpenLink}\n${link}` },
      { kind: 'paragraph', tone: 'strong', text: messages.handleHold(holdMinutes) },
      { kind: 'address', lead: mail.pasteLink, href: link },
      { kind: 'paragraph', tone: 'muted', text: mail.signature },
    ],
    footer: { note: mail.confirmIgnore, links: [{ label: messages.manageMailLink, href: manageLink }] },
  });
}
