const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const VERIFICATION_TTL_MS = 24 * HOUR_MS;

export const CLIENT_RATE_LIMIT = {
  attempts: 20,
  windowMs: 5 * MINUTE_MS,
  storageKey: 'form_submission',
} as const;

export const HONEYPOT_DELAY_MS = 2 * SECOND_MS;

export const AUTO_SUBMIT_DELAY_MS = 500;

export const HONEYPOT_FIELDS = ['website', 'confirmEmail', 'phoneBackup'] as const;
export type HoneypotField = (typeof HONEYPOT_FIELDS)[number];

export const GAME = {
  sequenceLength: 3,
  pauseMs: 350,
  litMs: 400,
  pressMs: 200,
  successCloseMs: 1_000,
  toneSeconds: 0.3,
  toneGain: 0.3,
} as const;

export const PAD_COLORS = ['red', 'green', 'blue', 'amber'] as const;
export type PadColor = (typeof PAD_COLORS)[number];

export type Pad = {
  readonly id: 0 | 1 | 2 | 3;
  readonly color: PadColor;
  readonly frequency: number;
  readonly label: string;
  /** A shape beside the colour, so the pads can be told apart without colour vision. */
  readonly mark: string;
};

export const PADS: readonly Pad[] = [
  { id: 0, color: 'red', frequency: 330, label: 'Red', mark: '▲' },
  { id: 1, color: 'green', frequency: 392, label: 'Green', mark: '●' },
  { id: 2, color: 'blue', frequency: 523, label: 'Blue', mark: '■' },
  { id: 3, color: 'amber', frequency: 659, label: 'Amber', mark: '◆' },
];

/** Time a person needs to react after the pattern ends and tap the first pad. */
const HUMAN_REACTION_MS = 600;

export const HUMAN_CHECK = {
  challengeTtlMs: 5 * MINUTE_MS,
  tokenTtlMs: 10 * MINUTE_MS,
  /** An answer sooner than watching the whole pattern and reacting to it is not a person's. */
  minAnswerMs: GAME.sequenceLength * (GAME.pauseMs + GAME.litMs) + HUMAN_REACTION_MS,
} as const;

/**
 * The ALTCHA v2 proof of work solved under the game. A challenge at cost C asks the solver to
 * find a counter drawn from [C/2, C] (deterministic mode), each try one PBKDF2-SHA-256 key of
 * `iterations` rounds; C = 1 is two keys. The default is tuned so that Chromium's worker at a
 * fourfold CPU slowdown (about 1.1 s at most on the 2-core development machine), and four times its
 * full-speed time (2.2 s), both stay within `HUMAN_CHECK.minAnswerMs` (README: A handle costs a
 * real mailbox).
 */
export const HUMAN_CHECK_POW = {
  algorithm: 'PBKDF2/SHA-256',
  iterations: 1_000,
  defaultCost: 4_000,
  maxCost: 1_000_000,
} as const;

export const USER_ID = { min: 2, max: 15 } as const;

export const MAX_SUGGESTIONS = 3;

export const ADMIN_TABLE = {
  pageSizes: [10, 25, 50, 100],
  defaultPageSize: 25,
  maxPageButtons: 5,
  searchDebounceMs: 300,
} as const;

export const ADMIN_VIOLATIONS = { loaded: 20, shown: 10 } as const;

export const ADMIN_SESSION = {
  warningBeforeExpiryMs: 10 * MINUTE_MS,
  checkIntervalMs: 60 * SECOND_MS,
} as const;

export const READ_ALOUD = {
  defaultSpeed: 1.4,
  defaultPitch: 1.3,
  defaultVolume: 1,
  speeds: [0.5, 0.75, 1, 1.25, 1.4, 1.5, 2],
  pitch: { min: 0.5, max: 2, step: 0.1, presets: [0.8, 1, 1.3, 1.5] },
  panelAutoHideMs: 2 * SECOND_MS,
  restartDelayMs: 100,
  /** Voice names that usually belong to a female-sounding voice, the preferred default. */
  femaleVoiceHints: ['female', 'samantha', 'zira', 'victoria', 'karen', 'moira'],
} as const;

export const COPY_CONFIRMATION_MS = 6 * SECOND_MS;

export const TOC = {
  minWidth: 1024,
  scrollOffset: 100,
  activeThreshold: 150,
  fadeThreshold: 200,
  fadeOpacity: 0.3,
} as const;

export const TOAST_LIMIT = 20;

/**
 * One retry, no refetch on focus. Articles change only when the site is deployed, so what
 * a page arrived with (or fetched) stays fresh for the visit and is not fetched again.
 */
export const ARTICLE_QUERY = { retry: 1, refetchOnWindowFocus: false, staleTimeMs: 30 * 60 * SECOND_MS } as const;

export const MARKDOWN_LINK_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/** Resends: one per cooldown, and `perAddressPerDay` within a window of `windowMs` from the first of them. */
export const RESEND = { perAddressPerDay: 3, cooldownMs: 60 * SECOND_MS, windowMs: 24 * HOUR_MS } as const;
