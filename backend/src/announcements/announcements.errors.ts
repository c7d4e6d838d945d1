import type { ApiErrorField } from '@gameshift/contracts';
import type { ErrorTable } from '../common/app-error';

/** An announcement changed past its draft, a test copy's recipient, and the placeholders of its texts. */
export const ANNOUNCEMENT_ERRORS = {
  announcement_article_unpublished: { status: 409, answer: (messages) => ({ body: { error: messages.announcementArticleUnpublished } }) },
  announcement_not_draft: { status: 409, answer: (messages) => ({ body: { error: messages.announcementNotDraft } }) },
  announcement_state: {
    status: 409,
    answer: (messages, details: { action: string; status: string }) => ({
      body: { error: messages.announcementState(details.action, details.status) },
    }),
  },
  announcement_test_recipient: {
    status: 400,
    answer: (messages) => ({ body: { error: messages.announcementTestRecipient, field: 'email' } }),
  },
  announcement_placeholder: {
    status: 400,
    answer: (messages, details: { placeholder: string; field: ApiErrorField }) => ({
      body: { error: messages.announcementPlaceholder(details.placeholder), field: details.field },
    }),
  },
  announcement_translation_placeholder: {
    status: 400,
    answer: (messages, details: { locale: string; placeholder: string }) => ({
      body: { error: messages.announcementTranslationPlaceholder(details.locale, details.placeholder), field: 'translations' },
    }),
  },
} satisfies ErrorTable;
