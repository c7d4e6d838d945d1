import type { MediaKind } from '@gameshift/contracts';
import type { ErrorTable } from '../common/app-error';

/** An upload refused: the form, the file's type as its bytes tell it, its size, or a file that cannot be read through. */
export const MEDIA_ERRORS = {
  media_not_multipart: { status: 415, answer: (messages) => ({ body: { error: messages.mediaNotMultipart } }) },
  media_form: {
    status: 400,
    answer: (messages, details: { problem: 'parts' | 'empty' | 'unreadable' }) => ({
      body: {
        error:
          details.problem === 'empty' ? messages.mediaEmpty : details.problem === 'parts' ? messages.mediaParts : messages.mediaUnreadable,
      },
    }),
  },
  media_unsupported: { status: 415, answer: (messages) => ({ body: { error: messages.mediaUnsupported } }) },
  media_svg: { status: 415, answer: (messages) => ({ body: { error: messages.mediaSvg } }) },
  media_avif_metadata: { status: 415, answer: (messages) => ({ body: { error: messages.mediaAvifMetadata } }) },
  media_too_large: {
    status: 413,
    answer: (messages, details: { kind: MediaKind }) => ({ body: { error: messages.mediaTooLarge(details.kind) } }),
  },
  media_damaged: {
    status: 400,
    answer: (messages, details: { format: string }) => ({ body: { error: messages.mediaDamaged(details.format) } }),
  },
} satisfies ErrorTable;
