import { ADMIN_ENV } from './admin';
import { translatedContent } from './content-dirs';
import { postUpstreamRelayUrl } from './post-upstream-relay';
import { PUBLIC_URL, UNLIMITED } from './reservations';

/** The bearer the `metricsToken` configuration asks for on /metrics. */
export const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** The password the `sitePassword` configuration asks every visitor for. */
export const SITE_PASSWORD = 'open-sesame';

/** The `limited` configuration's legacy admin secret (ADMIN_API_SECRET), its cap of unverified reservations per client, and its providers' events secret. */
export const LEGACY_ADMIN_SECRET = 'legacy-admin-secret-for-the-e2e-run-0123456789';
export const PENDING_CAP = 3;
export const MAIL_EVENTS_SECRET = 'mail-events-secret-for-the-e2e-run-012345';
/** The `limited` configuration's per-client limits: the shipped default, sign-ins a minute, and failures an account takes before every attempt on it is slowed. */
export const DEFAULT_LIMIT = 120;
export const SIGN_IN_LIMIT = 20;
export const ACCOUNT_CEILING = 40;

/** Asked for as the configurations load, in global setup: the workers, started after, inherit the relay's address. */
const POST_UPSTREAM = postUpstreamRelayUrl();

/** Every limit out of the way and each file a client of its own, for the configurations below that have no admin. */
const SHARED_CLIENTS = { ...UNLIMITED, TRUST_PROXY: '127.0.0.1' };

/**
 * The configurations an e2e file may share an app of, by name. Each is started at most once per
 * run, on its own database, the first time a file asks for it (`sharedApp`), and stopped when the
 * run ends. A file whose subject is a start, a crash, a restart or a setting of its own starts its
 * own app instead (`startTestApp`).
 *
 * What sharing asks of a file: its rows carry unique names (handles, emails, labels), it counts and
 * lists only its own rows, it reads mail by recipient (`sharedMail`), and it changes nothing the
 * other files see (settings, the admin's password, the whole table).
 */
/** The site with an admin, mail to the run's shared sink, the mail links signed, every limit out of the way. */
function siteWithAdmin(smtpUrl: string): Record<string, string> {
  return {
    ...UNLIMITED,
    ...ADMIN_ENV,
    SMTP_URL: smtpUrl,
    PUBLIC_URL,
    MAIL_LINK_SECRET: 'mail-link-secret-for-the-e2e-run-0123456789',
    SUPPRESSION_KEY: 'suppression-key-for-the-e2e-run-0123456789',
    ANALYTICS_FLUSH_S: '1',
    // Each file speaks as a client of its own (`X-Forwarded-For`, set by per-file-client.ts).
    TRUST_PROXY: '127.0.0.1',
  };
}

export const SHARED_CONFIGURATIONS = {
  default: siteWithAdmin,
  /** The default site with a second factor required of every admin: a password alone opens only the enrolment. */
  mfaRequired: (smtpUrl: string) => ({ ...siteWithAdmin(smtpUrl), ADMIN_MFA: 'required' }),
  /** /metrics asks for a bearer token (METRICS_TOKEN); nothing else changes. */
  metricsToken: (smtpUrl: string) => ({ ...SHARED_CLIENTS, SMTP_URL: smtpUrl, METRICS_TOKEN }),
  /** The whole site behind one password (PASSWORD_PROTECTION), the operator's endpoints and the routes with a credential of their own left open. */
  sitePassword: (smtpUrl: string) => ({ ...SHARED_CLIENTS, SMTP_URL: smtpUrl, PASSWORD_PROTECTION: 'true', SITE_PASSWORD }),
  /**
   * The site with its limits in force, as shipped (THROTTLE_DEFAULT_LIMIT 120 a minute,
   * THROTTLE_RESERVE_LIMIT 20 in 5 minutes) or lowered (3 unverified reservations per client, 20
   * sign-ins a minute, an account slowed after 40 failures), for the files about those limits; and
   * the settings of the other files sharing it, which nobody else on it notices: the legacy admin
   * secret, the operator's disposable domains, the mail providers' signed events, logging at debug,
   * and the post-data service the tweets file plays (post-upstream-relay.ts). A file on it stays
   * under the limits from its own client address (per-file-client.ts), and only housekeeping's
   * file runs the daily purge on it: the other files keep no row the purge takes. Its files:
   * reservations-settings, admin-auth, tweets, housekeeping and suppressions.
   */
  limited: (smtpUrl: string) => ({
    ...siteWithAdmin(smtpUrl),
    THROTTLE_DEFAULT_LIMIT: String(DEFAULT_LIMIT),
    THROTTLE_RESERVE_LIMIT: '20',
    THROTTLE_LOGIN_LIMIT: String(SIGN_IN_LIMIT),
    LOGIN_ACCOUNT_CEILING: String(ACCOUNT_CEILING),
    PENDING_PER_CLIENT: String(PENDING_CAP),
    ADMIN_API_SECRET: LEGACY_ADMIN_SECRET,
    DISPOSABLE_EMAIL_BLOCK: 'burner.example',
    DISPOSABLE_EMAIL_ALLOW: '0-mail.com',
    MAIL_EVENTS_SECRET,
    LOG_LEVEL: 'debug',
    TWEET_API_URL: POST_UPSTREAM,
  }),
  /**
   * The default app on the shipped content translated further (content-dirs.ts translatedContent),
   * with the values the privacy page fills in set: for the files about pages in each language.
   */
  translatedContent: (smtpUrl: string) => ({
    ...siteWithAdmin(smtpUrl),
    CONTENT_DIR: translatedContent(),
    PURGE_UNVERIFIED_AFTER_DAYS: '21',
    PRIVACY_CONTACT: 'privacy@gameshift.example',
  }),
} satisfies Record<string, (smtpUrl: string) => Record<string, string>>;

export type SharedConfiguration = keyof typeof SHARED_CONFIGURATIONS;
