// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import { englishNumber } from '../english-runtime';

/** The English texts of the catalogue's `verify` section. */
export function createVerifyMessages() {
  return Object.freeze({
    pageTitle: 'Verify your reservation',
    loadingTitle: 'Verifying your reservation...',
    successTitle: "You're verified!",
    successText: 'Your ID is confirmed and reserved for you.',
    successNext: 'We will email you before launch. See you in game.',
    alreadyVerifiedTitle: 'Already verified',
    alreadyVerifiedText: 'This reservation has already been confirmed. Nothing more to do.',
    follow: 'Follow for launch news',
    raceLostTitle: 'Already Claimed',
    raceLostText: (handle: string | number) => `Someone confirmed @${englishNumber(handle)} just before you. These are still free:`,
    raceLostTextNoHandle: 'Someone confirmed that ID just before you. These are still free:',
    suggestionsLabel: 'Available IDs',
    demoHandle: 'player_one',
    expiredTitle: 'Link expired',
    errorTitle: 'Verification failed',
    invalidText: 'Check that you opened the full link from the email.',
    resend: 'Send a new link',
    resendIn: (seconds: string | number) => `Send a new link (${englishNumber(seconds)}s)`,
    sending: 'Sending...',
    askEmail: 'Enter the email you reserved with and we will send a new link there.',
    useEmail: 'Use my email instead',
    emailLabel: 'Email',
    sendLink: 'Send link',
    backHome: 'Back to home',
    newsLink: 'Read the news',
    manageLink: 'Manage my reservation',
  });
}

export type VerifyMessages = ReturnType<typeof createVerifyMessages>;
