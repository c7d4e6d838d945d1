// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import { englishNumber } from '../english-runtime';

/** The English texts of the catalogue's `mail` section. */
export function createMailMessages(product: string) {
  return Object.freeze({
    confirmSubject: (handle: string | number) => `Confirm your ${product} ID: ${englishNumber(handle)}`,
    confirmLead: (handle: string | number) => `You're one step away from owning the ${product} ID "${englishNumber(handle)}".`,
    confirmOpenLink: 'Confirm your reservation by opening this link:',
    confirmHeading: `Confirm your ${product} ID`,
    confirmOwning: "You're one step away from owning",
    confirmButton: 'Confirm my reservation',
    confirmIgnore: 'If you did not ask for this, ignore this email and nothing will be reserved.',
    pasteLink: 'Or paste this link into your browser:',
    signature: `— The ${product} team`,
    announcementFooter: (handle: string | number) => `You get this because you reserved the ${product} ID ${englishNumber(handle)}.`,
    announcementUnsubscribe: 'Unsubscribe',
  });
}

export type MailMessages = ReturnType<typeof createMailMessages>;
