import { ERASE_LINK_TTL_MS, MANAGE_LINK_TTL_MS } from './manage';

const HOUR_MS = 3_600_000;

/**
 * A person's own data: the /manage pages, their mails and the answers of their API. Apart from
 * the public catalogue, so that `/` does not load them with its first screen.
 */
export function createManageMessages(product: string) {
  return Object.freeze({
    // Ask for a link (/manage)
    manageTitle: 'Manage your reservation',
    manageIntro: `Type the email address you reserved your ${product} ID with. If it has a reservation, we send it a link to see, download or delete what we keep about it.`,
    manageEmailLabel: 'Email',
    manageSendLink: 'Email me a link',
    manageSending: 'Sending...',
    manageLinkRequested: 'If this address has a reservation, a link to manage it is on its way. Check your inbox.',

    // The manage page (/manage/:token)
    manageHandle: `${product} ID`,
    manageEmail: 'Email',
    manageStatus: 'Status',
    manageStatuses: Object.freeze({ pending: 'Waiting for confirmation', verified: 'Confirmed', expired: 'Link expired' }),
    manageCreated: 'Reserved on',
    manageConfirmed: 'Confirmed on',
    manageAnnouncements: 'Announcements',
    manageAnnouncementsOn: 'You receive announcements.',
    manageAnnouncementsOff: 'You receive no announcements.',
    manageDownload: 'Download my data',
    manageStopAnnouncements: 'Stop announcements',
    manageStartAnnouncements: 'Start announcements',
    manageDelete: 'Delete my reservation',
    manageDeleting: 'Sending...',
    manageDeleteWarning: `Deleting removes your reservation and your email address from ${product}. Your ID stays taken for a while, then anyone may reserve it.`,
    manageCheckMail: 'Check your mail: we sent a link to confirm the deletion. It works once, for one hour.',
    manageLinkInvalidTitle: 'This link does not work',
    manageLinkInvalidText: `It may have expired (links work for ${MANAGE_LINK_TTL_MS / (24 * HOUR_MS)} days) or the reservation was deleted. Ask for a new link.`,
    manageAskAgain: 'Ask for a new link',
    manageFailed: 'Something went wrong. Nothing was changed: try again in a moment.',

    // Confirm an erasure (/manage/erase/:token)
    eraseTitle: 'Delete your reservation',
    eraseAsk: `Delete your ${product} reservation and your email address for good? This cannot be undone.`,
    eraseButton: 'Delete for good',
    erasing: 'Deleting...',
    erasedTitle: 'Your reservation is deleted',
    erasedText: `We have removed your email address and your reservation from ${product}. We keep only a code made from your address, so that an unsubscribe is still honoured.`,
    backHomeShort: 'Back to home',
    eraseLinkInvalid: 'This deletion link is not valid: it works once, for one hour. Ask for a new one from your manage page.',

    // Mails
    manageMailLink: 'Manage your reservation',
    manageMailSubject: `Manage your ${product} reservation`,
    manageMailText: (handle: string) =>
      `Here is your link to see, download or delete what ${product} keeps about your reservation of "${handle}". It works for ${MANAGE_LINK_TTL_MS / (24 * HOUR_MS)} days.`,
    eraseMailSubject: `Confirm the deletion of your ${product} reservation`,
    eraseMailText: (handle: string) =>
      `Someone with your manage link asked to delete your reservation of "${handle}". Open this link to confirm. It works once, for ${ERASE_LINK_TTL_MS / HOUR_MS} hour. If it was not you, ignore this mail and nothing is deleted.`,
    eraseMailButton: 'Delete my reservation',
    mailIgnore: 'If you did not ask for this, ignore this email.',

    // Portal: an owner's erasure
    eraseAction: 'Erase',
    confirmErase:
      'Erase this reservation and every copy of its address (mail records, audit details, the suppression list’s display)? The handle stays taken for a while. This cannot be undone.',
    reservationErased: 'Reservation erased',
    eraseFailed: 'Failed to erase the reservation',

    // API answers
    manageLinkInvalid: 'This manage link is not valid: it may have expired, or the reservation was deleted. Ask for a new one at /manage.',
    manageRequestShape: 'Send the email address of your reservation.',
    manageAnnouncementsShape: 'Send subscribed: true or false.',
    eraseShape: 'Send the token of your deletion link.',
  });
}

export type ManageMessages = ReturnType<typeof createManageMessages>;
