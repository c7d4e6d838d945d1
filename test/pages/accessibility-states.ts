/**
 * Every page and state of the public site and the portal that both accessibility engines judge,
 * each at every width below. One spec per area visits its states (test/public, test/admin and
 * test/news accessibility.spec.ts) with a visit per name, typed as a record of these names: a state
 * added here fails the type check until its spec says how to reach it, so a new page (announcements,
 * API keys, manage, another language) joins the check by a line here and a visit there.
 */
export const ACCESSIBILITY_STATES = {
  public: [
    'reserve, step 1',
    'reserve, step 1 with the offer of the browser’s language',
    'reserve, step 1 in Japanese, its language marked in the switcher',
    'verify, success in Spanish',
    'reserve, step 1 with a taken handle, its reason and its alternatives',
    'reserve, step 1 with an invalid handle',
    'reserve, step 2',
    'reserve, step 2 with an error under the email',
    'game open',
    'game lost, Try Again offered',
    'success screen',
    'verify, success',
    'verify, already verified',
    'verify, Already Claimed',
    'verify, expired',
    'verify, failed',
    'verify, invalid link',
    'verify, while verifying',
    'verify, the form asking for the email',
    'privacy',
    '404',
    'unsubscribe, asking',
    'unsubscribe, done',
    'unsubscribe, invalid link',
    'manage, asking for a link',
    'manage, invalid link',
  ],
  news: ['news list', 'article, with its post card and open player', 'article in Japanese, shown in English with its note'],
  admin: [
    'sign-in',
    'sign-in, refused',
    'dashboard',
    'reservations list',
    'violations list',
    'audit log',
    'traffic',
    'admins list',
    'second-factor set-up',
    'announcements list',
    'announcement compose, with its preview',
    'announcement sending',
    'announcement paused by itself',
    'suppressions list',
    'API keys list',
    'webhooks list',
    'articles list',
    'article editor, with its preview',
  ],
} as const;

export type AccessibilityArea = keyof typeof ACCESSIBILITY_STATES;

export type AccessibilityState<Area extends AccessibilityArea> = (typeof ACCESSIBILITY_STATES)[Area][number];

/** A desktop and a phone: each state is judged at both, in the same visit. */
export const ACCESSIBILITY_WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
