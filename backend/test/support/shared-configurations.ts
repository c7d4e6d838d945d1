import { ADMIN_ENV } from './admin';
import { translatedContent } from './content-dirs';
import { PUBLIC_URL, UNLIMITED } from './reservations';

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
export const SHARED_CONFIGURATIONS = {
  /** The site with an admin, mail to the run's shared sink, the mail links signed, every limit out of the way. */
  default: (smtpUrl: string) => ({
    ...UNLIMITED,
    ...ADMIN_ENV,
    SMTP_URL: smtpUrl,
    PUBLIC_URL,
    MAIL_LINK_SECRET: 'mail-link-secret-for-the-e2e-run-0123456789',
    SUPPRESSION_KEY: 'suppression-key-for-the-e2e-run-0123456789',
    ANALYTICS_FLUSH_S: '1',
    // Each file speaks as a client of its own (`X-Forwarded-For`, set by per-file-client.ts).
    TRUST_PROXY: '127.0.0.1',
  }),
  /**
   * The default app on the shipped content translated further (content-dirs.ts translatedContent),
   * with the values the privacy page fills in set: for the files about pages in each language.
   */
  translatedContent: (smtpUrl: string): Record<string, string> => ({
    ...SHARED_CONFIGURATIONS.default(smtpUrl),
    CONTENT_DIR: translatedContent(),
    PURGE_UNVERIFIED_AFTER_DAYS: '21',
    PRIVACY_CONTACT: 'privacy@gameshift.example',
  }),
} satisfies Record<string, (smtpUrl: string) => Record<string, string>>;

export type SharedConfiguration = keyof typeof SHARED_CONFIGURATIONS;
