/**
 * The verification page's texts: apart from the site's catalogue, so that `/` does not load them
 * (only the verification page's chunk takes them).
 */
export function createVerifyMessages() {
  return {
    pageTitle: 'Verify your reservation',
    loadingTitle: 'Verifying your reservation...',
    successTitle: "You're verified!",
    successText: 'Your ID is confirmed and reserved for you.',
    successNext: 'We will email you before launch. See you in game.',
    alreadyVerifiedTitle: 'Already verified',
    alreadyVerifiedText: 'This reservation has already been confirmed. Nothing more to do.',
    follow: 'Follow for launch news',
    raceLostTitle: 'Already Claimed',
    raceLostText: (handle: string) => `Someone confirmed @${handle} just before you. These are still free:`,
    raceLostTextNoHandle: 'Someone confirmed that ID just before you. These are still free:',
    suggestionsLabel: 'Available IDs',
    demoHandle: 'player_one',
    expiredTitle: 'Link expired',
    errorTitle: 'Verification failed',
    invalidText: 'Check that you opened the full link from the email.',
    resend: 'Send a new link',
    resendIn: (seconds: number) => `Send a new link (${seconds}s)`,
    sending: 'Sending...',
    askEmail: 'Enter the email you reserved with and we will send a new link there.',
    useEmail: 'Use my email instead',
    emailLabel: 'Email',
    sendLink: 'Send link',
    backHome: 'Back to home',
    newsLink: 'Read the news',
    manageLink: 'Manage my reservation',
  } as const;
}

export type VerifyMessages = ReturnType<typeof createVerifyMessages>;
