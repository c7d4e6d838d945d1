import { createAnnouncementMessages } from './announcement-messages';
/**
 * The words of the confirmation mail (the first one and every resend). The manage and erasure
 * mails take theirs from the manage catalogue; this adds what all of them share.
 */
export function createMailMessages(product: string) {
  const announcement = createAnnouncementMessages(product);
  return Object.freeze({
    confirmSubject: (handle: string) => `Confirm your ${product} ID: ${handle}`,
    confirmLead: (handle: string) => `You're one step away from owning the ${product} ID "${handle}".`,
    confirmOpenLink: 'Confirm your reservation by opening this link:',
    confirmHeading: `Confirm your ${product} ID`,
    confirmOwning: "You're one step away from owning",
    confirmButton: 'Confirm my reservation',
    confirmIgnore: 'If you did not ask for this, ignore this email and nothing will be reserved.',
    pasteLink: 'Or paste this link into your browser:',
    signature: `— The ${product} team`,
    // The words every announcement copy carries around the owner's text.
    announcementFooter: announcement.announcementFooter,
    announcementUnsubscribe: announcement.announcementUnsubscribe,
    announcementTestNotice: announcement.announcementTestNotice,
  });
}

export type MailMessages = ReturnType<typeof createMailMessages>;
