import { VERIFICATION_TTL_MS } from './constants';
import { createPublicMessages } from './messages';

/** Copy that only the public site shows: labels, headings, hints. Rule and error texts live in the public catalogue. */
export function createSiteMessages(product: string) {
  const messages = createPublicMessages(product);
  const verificationHours = VERIFICATION_TTL_MS / 3_600_000;
  return {
    loading: 'Loading...',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    newsLink: 'News',
    footerReserve: (name: string) => `Reserve your ${name} ID`,
    footerSocial: 'Follow us',
    footerPrivacy: 'Privacy',
    footerManage: 'Manage my reservation',
    opensInNewTab: '(opens in a new tab)',

    appError: {
      title: 'Something went wrong',
      text: 'This page could not be loaded. Check your connection and try again.',
      reload: 'Reload page',
    },

    reserve: {
      pageTitle: `Reserve your ${product} ID`,
      badge: 'Pre-launch · IDs are open',
      heading: 'Claim your',
      headingAccent: `${product} ID`,
      lede: 'Lock in the name you want before launch. One ID per player, first come, first served.',
      perks: [
        { title: 'Yours at launch', text: 'Your ID is held for you the day we go live.' },
        { title: 'One click to confirm', text: 'We email you a link. No password, no app.' },
        { title: 'Free', text: 'Reserving an ID costs nothing.' },
      ],
      stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
      handleStepTitle: 'Pick your ID',
      emailStepTitle: 'Where should we send the link?',
      handleLabel: `${product} ID`,
      // The rule in the error's own words, so the hint and the error never read differently.
      handleHint: `${messages.handleRule}.`,
      handlePlaceholder: 'your_id',
      continue: 'Continue',
      emailLabel: 'Email',
      emailHint: 'We only use it to confirm your reservation.',
      privacyLink: 'How we handle your email and visit',
      emailPlaceholder: 'you@example.com',
      didYouMean: (email: string) => `Did you mean ${email}?`,
      useSuggested: (email: string) => `Yes, use ${email}`,
      keepTyped: (email: string) => `No, keep ${email}`,
      back: 'Back',
      reservingFor: 'Reserving',
      checking: 'Checking availability...',
      available: (handle: string) => `@${handle} is available`,
      unavailable: (handle: string) => `@${handle} is taken`,
      suggestionsLabel: 'Try one of these:',
      // Trap-field labels avoid the words of the real labels, so label lookups find one field.
      emailTakenNext: 'Reserved with this email before? We can send its confirmation link again, or type another email above.',
      sendLinkAgain: 'Send my link again',
      honeypotWebsite: 'Website',
      honeypotConfirm: 'Confirm contact',
      honeypotBackup: 'Backup line',
    },

    success: {
      handleHeld: `Open it within ${verificationHours} hours to lock in your ID.`,
      emailLabel: 'Email',
      handleLabel: `${product} ID`,
      comingSoon: 'Coming soon',
      previewAlt: `Preview of the ${product} profile card, coming soon`,
      followTitle: 'While you wait',
      followText: 'Follow us for launch news and early looks.',
      follow: 'Follow us on X',
      noEmail: 'No email yet? Check your spam folder or send it again.',
      resend: 'Resend email',
      resendIn: (seconds: number) => `Resend email (${seconds}s)`,
      sending: 'Sending...',
      openInbox: (provider: string) => `Open ${provider}`,
      wrongEmail: 'Wrong email?',
      changeEmail: 'Change it',
      manageLater: 'Later, you can see, download or delete what we keep about your reservation at any time:',
      manageLink: 'Manage my reservation',
    },

    humanCheck: {
      close: 'Close',
      intro: 'A quick memory game keeps bots out. Watch the pads light up, then repeat them.',
      padsLabel: 'Colour pads',
      keyboardHint: 'Keys 1 to 4 press the pads.',
      checking: 'Checking...',
      loadFailed: 'Could not start the game. Check your connection and try again.',
      // The pads' names, read out as each lights up and given to each button.
      pads: { red: 'Red', green: 'Green', blue: 'Blue', amber: 'Amber' },
    },

    simonSays: {
      pageTitle: 'Human check',
      title: 'Human check test',
      text: 'The game opens on its own. Finishing it or closing it reloads this page.',
    },

    notFound: {
      pageTitle: 'Page not found',
    },

    // A page of another language shown in English, and the switcher between languages.
    language: {
      switcherLabel: 'Language',
      articleNotTranslated: (language: string) => `This article is not available in ${language} yet, so here it is in English.`,
      pageNotTranslated: (language: string) => `This page is not available in ${language} yet, so here it is in English.`,
    },
  } as const;
}

export type SiteMessages = ReturnType<typeof createSiteMessages>;
