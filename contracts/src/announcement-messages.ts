import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_PLACEHOLDERS } from './announcements';
import { DEFAULT_LOCALE, LOCALES } from './i18n/locales';

/** The announcement: its API's answers and the test copy's notice. */
export function createAnnouncementMessages() {
  const placeholders = ANNOUNCEMENT_PLACEHOLDERS.map((p) => `{${p}}`).join(', ');
  return Object.freeze({
    // Every copy (its footer and unsubscribe link are the mail section's, in each language)
    announcementTestNotice: 'This is a test copy: its links are samples and change nothing.',
    announcementSampleHandle: 'your_id',

    // API answers
    announcementShape: `Send a subject (1 to ${ANNOUNCEMENT_LIMITS.subject} characters) and a markdown body (1 to ${ANNOUNCEMENT_LIMITS.body} characters).`,
    announcementPlaceholder: (found: string) => `Unknown placeholder {${found}}: an announcement may use ${placeholders}.`,
    announcementNotDraft: 'Only a draft can be changed, deleted or sent; this announcement is past that.',
    announcementState: (action: string, status: string) => `An announcement that is ${status} cannot be ${action}.`,
    announcementTestRecipient: 'A test copy goes only to an admin of the team: name the address of one, or none for your own.',
    announcementSendAt: 'send_at must be a date and time (ISO 8601) within a year from now, or left out to send at once.',

    // Translations
    announcementTranslationPlaceholder: (locale: string, missing: string) =>
      `The ${locale} translation leaves out {${missing}}, which the English text uses: every copy in that language would go without it.`,
    announcementTranslationsShape: `translations maps a language (${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join(', ')}) to its subject and body, each as the English ones are; leave both out for none.`,
  });
}

export type AnnouncementMessages = ReturnType<typeof createAnnouncementMessages>;
