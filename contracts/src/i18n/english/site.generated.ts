// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.
import { englishNumber } from '../english-runtime';
import { siteArguments } from '../site-arguments';

/** The English texts of the catalogue's `site` section. */
export function createSiteMessages(product: string) {
  const site = siteArguments(product);
  return Object.freeze({
    loading: 'Loading...',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    newsLink: 'News',
    footerReserve: (name: string | number) => `Reserve your ${englishNumber(name)} ID`,
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
      stepOf: (step: string | number, total: string | number) => `Step ${englishNumber(step)} of ${englishNumber(total)}`,
      handleStepTitle: 'Pick your ID',
      emailStepTitle: 'Where should we send the link?',
      handleLabel: `${product} ID`,
      handleHint: `${englishNumber(site.handleMin)}-${englishNumber(site.handleMax)} characters, letters, numbers and underscores only.`,
      handlePlaceholder: 'your_id',
      continue: 'Continue',
      emailLabel: 'Email',
      emailHint: 'We only use it to confirm your reservation.',
      privacyLink: 'How we handle your email and visit',
      emailPlaceholder: 'you@example.com',
      didYouMean: (email: string | number) => `Did you mean ${englishNumber(email)}?`,
      useSuggested: (email: string | number) => `Yes, use ${englishNumber(email)}`,
      keepTyped: (email: string | number) => `No, keep ${englishNumber(email)}`,
      back: 'Back',
      reservingFor: 'Reserving',
      checking: 'Checking availability...',
      available: (handle: string | number) => `@${englishNumber(handle)} is available`,
      unavailable: (handle: string | number) => `@${englishNumber(handle)} is taken`,
      suggestionsLabel: 'Try one of these:',
      emailTakenNext: 'Reserved with this email before? We can send its confirmation link again, or type another email above.',
      sendLinkAgain: 'Send my link again',
      honeypotWebsite: 'Website',
      honeypotConfirm: 'Confirm contact',
      honeypotBackup: 'Backup line',
    },
    success: {
      handleHeld: `Open it within ${englishNumber(site.verificationHours)} hours to lock in your ID.`,
      emailLabel: 'Email',
      handleLabel: `${product} ID`,
      comingSoon: 'Coming soon',
      previewAlt: `Preview of the ${product} profile card, coming soon`,
      followTitle: 'While you wait',
      followText: 'Follow us for launch news and early looks.',
      follow: 'Follow us on X',
      noEmail: 'No email yet? Check your spam folder or send it again.',
      resend: 'Resend email',
      resendIn: (seconds: string | number) => `Resend email (${englishNumber(seconds)}s)`,
      sending: 'Sending...',
      openInbox: (provider: string | number) => `Open ${englishNumber(provider)}`,
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
      pads: { red: 'Red', green: 'Green', blue: 'Blue', amber: 'Amber' },
    },
    simonSays: {
      pageTitle: 'Human check',
      title: 'Human check test',
      text: 'The game opens on its own. Finishing it or closing it reloads this page.',
    },
    notFound: { pageTitle: 'Page not found' },
    language: {
      switcherLabel: 'Language',
      articleNotTranslated: (language: string | number) =>
        `This article is not available in ${englishNumber(language)} yet, so here it is in English.`,
      pageNotTranslated: (language: string | number) =>
        `This page is not available in ${englishNumber(language)} yet, so here it is in English.`,
    },
  });
}

export type SiteMessages = ReturnType<typeof createSiteMessages>;
