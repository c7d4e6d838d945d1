// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import { englishNumber } from '../english-runtime';

/** The English texts of the catalogue's `suppression` section. */
export function createSuppressionMessages(product: string) {
  return Object.freeze({
    unsubscribePageTitle: 'Stop announcements',
    unsubscribeAsk: `Stop receiving ${product} announcements at this address?`,
    unsubscribeAbout: (handle: string | number) => `This is about your reservation of the ${product} ID @${englishNumber(handle)}.`,
    unsubscribeStillReceive:
      'You will still receive mail you ask for yourself, such as a confirmation link when you reserve an ID. Your reservation stays as it is.',
    unsubscribeButton: 'Stop announcements',
    unsubscribing: 'Stopping...',
    unsubscribedTitle: 'Announcements stopped',
    unsubscribedText: `You will get no more ${product} announcements at this address.`,
    unsubscribeSampleText: 'This was a test copy of an announcement, so no address was changed.',
    unsubscribeInvalidTitle: 'Invalid unsubscribe link',
    unsubscribeInvalidText:
      'Check that you opened the full link from the email. You can also reply to any announcement and ask us to stop.',
    unsubscribeFailedTitle: 'Something went wrong',
    unsubscribeFailedText: 'We could not stop the announcements just now. Nothing was lost: try again in a moment.',
    unsubscribeRetry: 'Try again',
    backHome: 'Back to home',
    resubscribeButton: 'Get announcements again',
    resubscribing: 'Starting...',
    resubscribedTitle: 'Announcements are back on',
    resubscribedText: `You will get ${product} announcements at this address again.`,
    resubscribeRefused:
      'We cannot start them again from here: mail to this address was refused, or our team stopped it. Reply to any announcement and we will look into it.',
    unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Open the full link from the email.',
    unsubscribeBodyInvalid: 'Send the form field List-Unsubscribe=One-Click (RFC 8058), or an empty JSON object.',
    mailEventsOff: 'Provider events are not enabled on this site: set MAIL_EVENTS_SECRET to receive them.',
    mailEventsUnsigned:
      'The event is not signed: send X-Mail-Events-Timestamp (Unix seconds, within 5 minutes) and X-Mail-Events-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">.',
    mailEventShape:
      'Send a JSON object with type "bounce" or "complaint", the email, and for a bounce optionally bounce_type "hard" (the default) or "soft"; soft bounces suppress once 3 arrive within 30 days.',
    suppressionShape: 'Send an email address; an entry added here has the reason manual.',
    suppressionExists: 'This address is already on the suppression list.',
    suppressionPersonOnly: 'Only the person themselves can lift an unsubscribe or a complaint: it stays on the list.',
  });
}

export type SuppressionMessages = ReturnType<typeof createSuppressionMessages>;
