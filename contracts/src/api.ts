import type { Attribution } from './analytics';
import type { ArticleCategory } from './article-categories';
import { VERIFICATION_TTL_MS, type HoneypotField, type PadColor } from './constants';
import type { Locale } from './i18n/locales';

/** Timestamps travel as ISO 8601 strings. */
export type IsoDateTime = string;

// Reservation

export type ValidateReservationRequest = {
  email: string;
  gameshift_id: string;
  honeypot_fields: Partial<Record<HoneypotField, string>>;
  user_agent?: string;
  human_token?: string;
  /** The manage key of this browser's earlier reservation, withdrawn if this one is made (a corrected email). */
  replaces?: string;
  /** Where the visit came from (its first referrer, campaign tags and landing path), stored with the reservation. */
  attribution?: Attribution;
  /** The language of the page the reservation was made on (one of LOCALES; English when absent): its mails are written in it. */
  locale?: Locale;
};

export type ReservationCreatedResponse = {
  success: true;
  message: string;
  email: string;
  gameshift_id: string;
  /**
   * Held by the browser that made the reservation: `POST /api/verify/resend {manage_key}` asks
   * for the link again with plain answers, and a new reservation with `replaces` withdraws this
   * one (a mistyped email).
   */
  manage_key: string;
  /** Minutes the handle is kept from others while the reservation waits for confirmation. */
  hold_minutes: number;
};

export type ApiErrorField =
  | 'email'
  | 'gameshift_id'
  | 'human_token'
  | 'password'
  | 'code'
  | 'current_code'
  | 'type'
  | 'bounce_type'
  | 'subject'
  | 'body'
  | 'send_at'
  | 'translations'
  | 'locale'
  // webhooks
  | 'url'
  | 'events'
  | 'enabled'
  | 'name'
  | 'scopes'
  | 'after'
  // articles
  | 'slug'
  | 'content'
  | 'publish_at'
  | 'revision';

export type ApiErrorBody = {
  error: string;
  field?: ApiErrorField;
  /** Minutes until another attempt is allowed (429 only). */
  resetTime?: number;
  /** Seconds to wait before sending the same request again (503 only, as Retry-After says). */
  retryAfter?: number;
  /** What went wrong, in words a client may choose for itself: stable, snake_case, the same in every language. */
  code?: string;
};

export type HandleAvailability = {
  available: boolean;
  reason?: string;
  suggestions: string[];
};

// Human check

/** An ALTCHA v2 challenge, as altcha-lib's createChallenge makes it. */
export type PowChallenge = {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
};

/** What altcha-lib's solveChallenge answers. */
export type PowSolution = {
  counter: number;
  derivedKey: string;
  time?: number;
};

export type HumanChallenge = {
  /** Opaque and signed; sent back unchanged with the answer. */
  challenge: string;
  sequence: PadColor[];
  expiresAt: IsoDateTime;
  /** Proof of work the browser solves while the pattern plays. */
  pow: PowChallenge;
};

export type HumanVerifyRequest = {
  challenge: string;
  sequence: PadColor[];
  pow: { challenge: PowChallenge; solution: PowSolution };
};

export type HumanVerifyResponse = {
  human_token: string;
};

// Verification

export type VerifyRequest = {
  token: string;
};

export type VerifyState = 'success' | 'already_verified' | 'race_lost' | 'expired' | 'error';

export type VerifyResponse = {
  state: VerifyState;
  gameshift_id?: string;
  email?: string;
  /** Alternative handles, offered when the handle was claimed first by someone else. */
  suggestions?: string[];
  message?: string;
};

export type ResendRequest = { token: string } | { email: string } | { manage_key: string };

export type ResendResponse = {
  message: string;
  retryAfterSeconds?: number;
  /** Only in answers to a `manage_key`: whether a new email was queued just now. */
  sent?: boolean;
};

// Admin

/**
 * Admin roles, in the order the portal offers them. Not a rank: what each may do is the table of
 * RESOURCE_ROLES (resource-roles.ts). Viewers read the reservations side, editors write the news,
 * operators also act on reservations, owners manage everything.
 */
export const ADMIN_ROLES = ['viewer', 'editor', 'operator', 'owner'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * What a portal assumes of a role it cannot read (a session stored by an older portal, a role it
 * does not know yet): the one that changes nothing. The server decides on every call anyway.
 */
export const FALLBACK_ADMIN_ROLE: AdminRole = 'viewer';

/** What an invitation link is for, shown to the invitee before they choose a password. */
export type InvitationDetails = {
  email: string;
  role: AdminRole;
  /** When the link stops working (ISO 8601). */
  expires_at: string;
};

export type AdminLoginRequest = {
  email: string;
  password: string;
  /** The second factor: a 6-digit code from the authenticator app, or one of the recovery codes. */
  code?: string;
};

export type AdminLoginSuccess = {
  success: true;
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  role: AdminRole;
  /**
   * Second-factor sign-in is required and this admin has none yet: the token opens only the
   * enrolment (POST /api/admin/me/mfa and /confirm) until one is confirmed.
   */
  mfaEnrolmentRequired: boolean;
};

/** The 401 of a right password without the second factor, or with a wrong code. */
export type AdminLoginMfaRequired = { success: false; mfa_required: true; error: string };

/**
 * Once a second factor is confirmed, starting or confirming another needs proof of the current
 * one: a code from the authenticator app, or a recovery code.
 */
export type MfaStartRequest = { current_code?: string };
export type MfaConfirmRequest = { code: string; current_code?: string };
export type MfaEnrolment = { secret: string; otpauth_url: string };
export type MfaConfirmation = { recovery_codes: string[]; token: string; expiresIn: number };

/** An admin as the Admins page lists it. */
export type AdminAccount = {
  id: string;
  email: string;
  role: AdminRole;
  /** Whether a second factor is enrolled. */
  mfa: boolean;
  created_at: IsoDateTime;
  /** For an invitation not yet accepted: when it ends; null for an admin who has signed up. */
  invitation_expires_at: IsoDateTime | null;
};

export type AdminLoginResponse = AdminLoginSuccess | { success: false; error: string };

export const ADMIN_OPERATIONS = ['RESEND_VERIFICATION', 'MANUAL_VERIFY', 'DELETE_RESERVATION'] as const;
export type AdminOperation = (typeof ADMIN_OPERATIONS)[number];

export type AdminOperationRequest = {
  operation: AdminOperation;
  data: { reservationId: string };
};

export type AdminOperationResponse = { success: true } | { success: false; error: string };

export type ReservationStatus = 'verified' | 'pending' | 'expired';

export type AdminReservation = {
  id: string;
  email: string;
  gameshift_id: string;
  is_verified: boolean;
  is_reserved: boolean;
  verified_at: IsoDateTime | null;
  reserved_at: IsoDateTime | null;
  created_at: IsoDateTime;
  status: ReservationStatus;
  /** Where the visit that made it came from (see TrafficSource); null when its request named none. */
  source: string | null;
  /** When the game redeemed one of its claim codes; null while unclaimed. */
  claimed_at: IsoDateTime | null;
};

/** The mail queue as the dashboard shows it: messages waiting, and how long the oldest has waited. */
export type MailBacklog = { waiting: number; oldestWaitSeconds: number };

/** The dashboard says how late confirmation emails go out once the oldest waiting one is older than this. */
export const MAIL_LAG_NOTICE_SECONDS = 60;

/** Sign-ups and confirmations of one UTC day. */
export type DailyActivity = {
  /** YYYY-MM-DD */
  date: string;
  signups: number;
  verifications: number;
};

/** GET /api/admin/stats: the dashboard's figures; `daily` holds the last 30 days, oldest first. */
export type DashboardStats = {
  total: number;
  /** Total minus verified. */
  pending: number;
  verified: number;
  reserved: number;
  violations: number;
  todaySignups: number;
  daily: DailyActivity[];
  mail: MailBacklog;
};

/** Of one group of sign-ups, how many confirmed; `rate` is confirmations / signups (0 to 1), null with no sign-ups. */
export type FunnelStep = { signups: number; confirmations: number; rate: number | null };

/** GET /api/admin/stats/funnel: the last 30 days (UTC, oldest first) and each mail provider over them. */
export type ConfirmationFunnel = {
  days: Array<FunnelStep & { date: string }>;
  providers: Array<FunnelStep & { provider: string }>;
};

export type SecurityViolation = {
  id: string;
  ip_address: string | null;
  user_agent: string | null;
  /** For example 'honeypot'. */
  violation_type: string;
  violation_data: Record<string, unknown>;
  blocked: boolean;
  created_at: IsoDateTime;
};

// Articles

export type ArticleStatus = 'published' | 'draft';

export type Article = {
  id: string;
  /** The language of a translation (`articles/<slug>.<locale>.md`); absent for the English article. */
  locale?: Locale;
  slug: string;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  date: string;
  lastUpdated?: string;
  author: string;
  image?: string;
  tags: string[];
  /** A key of ARTICLE_CATEGORIES; pages show its name in their language. */
  category: ArticleCategory;
  status: ArticleStatus;
  metaTitle?: string;
  metaDescription?: string;
  ogImage?: string;
  audioFile?: string;
  /** What the narration is when it is not the whole article (a summary): shown beside Listen while it is what plays. */
  audioNote?: string;
  /** Markdown. */
  content: string;
  /** Minutes. */
  readingTime?: number;
};

export type ArticleSummary = Omit<Article, 'content'>;

export type TocEntry = {
  id: string;
  text: string;
  /** 1 for the article title, 2 or 3 for its headings. */
  level: 1 | 2 | 3;
};

/**
 * The display status of a reservation: verified once verified, otherwise expired when its
 * link is older than 24 hours, otherwise pending.
 */
export function reservationStatus(
  reservation: { is_verified: boolean; created_at: Date | IsoDateTime | number },
  now: Date | number = Date.now(),
): ReservationStatus {
  if (reservation.is_verified) {
    return 'verified';
  }
  const age = new Date(now).getTime() - new Date(reservation.created_at).getTime();
  return age > VERIFICATION_TTL_MS ? 'expired' : 'pending';
}
