// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import { englishNumber, englishPlural } from '../english-runtime';
import { siteArguments } from '../site-arguments';

/** The English texts of the catalogue's `manage` section that a page shows. */
export function createManagePageMessages(product: string) {
  const site = siteArguments(product);
  return Object.freeze({
    manageTitle: 'Manage your reservation',
    manageIntro: `Type the email address you reserved your ${product} ID with. If it has a reservation, we send it a link to see, download or delete what we keep about it.`,
    manageEmailLabel: 'Email',
    manageSendLink: 'Email me a link',
    manageSending: 'Sending...',
    manageLinkRequested: 'If this address has a reservation, a link to manage it is on its way. Check your inbox.',
    manageLinkSentTo: (email: string | number) =>
      `If ${englishNumber(email)} has a reservation, a link to manage it is on its way to that address. Check its inbox: the link works for ${englishNumber(site.manageLinkDays)} days.`,
    manageOtherAddress: 'Use another address',
    manageHandle: `${product} ID`,
    manageEmail: 'Email',
    manageStatus: 'Status',
    manageStatuses: { pending: 'Waiting for confirmation', verified: 'Confirmed', expired: 'Link expired' },
    manageCreated: 'Reserved on',
    manageConfirmed: 'Confirmed on',
    manageAnnouncements: 'Announcements',
    manageAnnouncementsOn: 'You receive announcements.',
    manageAnnouncementsOff: 'You receive no announcements.',
    manageDownload: 'Download my data',
    manageSeeData: 'See my data, explained',
    manageStopAnnouncements: 'Stop announcements',
    manageStartAnnouncements: 'Start announcements',
    manageDelete: 'Delete my reservation',
    manageDeleting: 'Sending...',
    manageDeleteWarning: `Deleting removes your reservation and your email address from ${product}. Your ID stays taken for a while, then anyone may reserve it.`,
    manageCheckMail: 'Check your mail: we sent a link to confirm the deletion. It works once, for one hour.',
    eraseRequestedTitle: 'Check your inbox',
    eraseRequestedText: (domain: string | number) =>
      `We sent a link to confirm the deletion to your address at ${englishNumber(domain)}. It works once, for ${englishPlural(site.eraseLinkHours) === 'one' ? `${englishNumber(site.eraseLinkHours)} hour` : `${englishNumber(site.eraseLinkHours)} hours`}.`,
    eraseNothingYet: 'Nothing is deleted yet: your reservation stays as it is until you open that link and confirm.',
    eraseBackToManage: 'Back to my reservation',
    manageLinkInvalidTitle: 'This link does not work',
    manageLinkInvalidText: `It may have expired (links work for ${englishNumber(site.manageLinkDays)} days) or the reservation was deleted. Ask for a new link.`,
    manageAskAgain: 'Ask for a new link',
    manageFailed: 'Something went wrong. Nothing was changed: try again in a moment.',
    eraseTitle: 'Delete your reservation',
    eraseChecking: 'Checking the link...',
    eraseAsk: (handle: string | number) =>
      `Delete your reservation of @${englishNumber(handle)} and your email address from ${product} for good? This cannot be undone.`,
    eraseButton: 'Delete for good',
    erasing: 'Deleting...',
    erasedTitle: 'Your reservation is deleted',
    erasedText: (handle: string | number) =>
      `We removed your reservation of @${englishNumber(handle)}, your email address and the record of the mails we sent you from ${product}.`,
    erasedKeptTitle: 'What we keep',
    erasedKeptHandle: (handle: string | number, date: string | number) =>
      `The ID @${englishNumber(handle)} stays taken until ${englishNumber(date)}, so that nobody can take your place at once. After that, anyone may reserve it.`,
    erasedKeptHandleForEver: (handle: string | number) =>
      `The ID @${englishNumber(handle)} has been claimed in the game, so it stays taken.`,
    erasedKeptUnsubscribe:
      'A code made from your address, from which the address cannot be read back, so that your unsubscribe is still honoured if you reserve again.',
    erasedKeptSuppression:
      'A code made from your address, from which the address cannot be read back, so that we send no announcements to it.',
    backHomeShort: 'Back to home',
    eraseLinkInvalid:
      'This deletion link is not valid: it works once, for one hour. Ask for a new manage link at /manage, then ask to delete again.',
    eraseLinkUsedTitle: 'This deletion link no longer works',
    eraseLinkUsedText:
      'It was used already, or its hour is over: a deletion link works once, for one hour. Nothing was deleted with it now. To delete your reservation, ask for a new manage link, then ask to delete again.',
    dataTitle: 'Your data, explained',
    dataIntro:
      'Everything we store about your reservation, and why. The download holds the same in JSON, a format other services can read; each part below names its place in that file.',
    dataExportedAt: 'Read on',
    dataPrint: 'Print or save as PDF',
    dataInFile: 'In the file:',
    dataNone: 'Not recorded',
    dataReservationTitle: 'Your reservation',
    dataReservationWhy: 'We keep it to hold your ID for you until launch and to write to you about it.',
    dataLastSent: 'Last confirmation mail',
    dataConfirmationsSent: 'Confirmation mails sent',
    dataAttributionTitle: 'How you found us',
    dataAttributionWhy:
      'We count which links and posts bring players. Of the site you came from we keep only its name, and nothing follows you elsewhere.',
    dataSource: 'Source',
    dataReferrer: 'Site you came from',
    dataCampaign: 'Campaign (source / medium / name)',
    dataLanding: 'First page you opened',
    dataConsentTitle: 'The privacy notice you accepted',
    dataConsentWhy: 'We keep which version of the notice you reserved under, to show what you were told.',
    dataNoticeDate: 'Version of the notice',
    dataNoticeHash: 'Fingerprint of its exact words',
    dataConsentLanguage: 'Language',
    dataAcceptedAt: 'Accepted on',
    dataMailsTitle: 'Mails we sent you',
    dataMailsWhy: 'We record what we sent and when, to limit how often we write and to answer you if you ask about one.',
    dataMailKinds: {
      confirmation: 'Link to confirm your reservation',
      manage_link: 'Link to manage your reservation',
      erase_link: 'Link to confirm a deletion',
      announcement: 'Announcement',
    },
    dataNoMails: 'None',
    dataSuppressionTitle: 'Announcements',
    dataSuppressionWhy: 'If announcements to you are stopped, we keep a note of it, so that none is sent.',
    dataSuppressionReasons: {
      unsubscribed: 'Stopped: you unsubscribed',
      complained: 'Stopped: you reported one as spam',
      bounced: 'Stopped: your mailbox refused our mail',
      manual: 'Stopped by our team',
    },
    dataSince: 'Since',
    dataClaimTitle: 'Your ID set aside',
    dataClaimWhy: 'Your ID is set aside for you once you confirm your reservation; this says whether it is, and since when.',
    dataClaimState: 'Your ID',
    dataClaimHeld: 'Set aside for you',
    dataClaimNotHeld: 'Not set aside yet',
    eraseAction: 'Erase',
    confirmErase:
      'Erase this reservation and every copy of its address (mail records, audit details, the suppression list’s display)? The handle stays taken for a while. This cannot be undone.',
    reservationErased: 'Reservation erased',
    eraseFailed: 'Failed to erase the reservation',
  });
}

export type ManagePageMessages = ReturnType<typeof createManagePageMessages>;

/** The English texts of the catalogue's `manage` section: a page's, and those only the server writes. */
export function createManageMessages(product: string) {
  const site = siteArguments(product);
  return Object.freeze({
    ...createManagePageMessages(product),
    manageMailLink: 'Manage your reservation',
    manageMailSubject: `Manage your ${product} reservation`,
    manageMailText: (handle: string | number) =>
      `Here is your link to see, download or delete what ${product} keeps about your reservation of "${englishNumber(handle)}". It works for ${englishNumber(site.manageLinkDays)} days.`,
    eraseMailSubject: `Confirm the deletion of your ${product} reservation`,
    eraseMailText: (handle: string | number) =>
      `Someone with your manage link asked to delete your reservation of "${englishNumber(handle)}". Open this link to confirm. It works once, for ${englishPlural(site.eraseLinkHours) === 'one' ? `${englishNumber(site.eraseLinkHours)} hour` : `${englishNumber(site.eraseLinkHours)} hours`}.`,
    eraseMailButton: 'Delete my reservation',
    mailIgnore: 'If you did not ask for this, ignore this email.',
    eraseMailIgnore: 'If you did not ask for this, ignore this email: nothing is deleted.',
    manageLinkInvalid: 'This manage link is not valid: it may have expired, or the reservation was deleted. Ask for a new one at /manage.',
    manageRequestShape: 'Send the email address of your reservation.',
    manageAnnouncementsShape: 'Send subscribed: true or false.',
    eraseShape: 'Send the token of your deletion link.',
  });
}

export type ManageMessages = ReturnType<typeof createManageMessages>;
