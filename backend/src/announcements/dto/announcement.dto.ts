import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_STATUSES,
  isEmailAddress,
  type AnnouncementPreview,
  type AnnouncementRecord,
  type AnnouncementSendResponse,
  type AnnouncementStatus,
} from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isUuid } from '../../common/admin-api/list-query';
import { EdgeRule } from '../../common/edge-rules';

export class AnnouncementDto implements AnnouncementRecord {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ maxLength: ANNOUNCEMENT_LIMITS.subject })
  subject!: string;

  @ApiProperty({ description: 'Markdown; {handle}, {product} and {claim_url} are filled in for each recipient' })
  body!: string;

  @ApiProperty({ enum: ANNOUNCEMENT_STATUSES })
  status!: AnnouncementStatus;

  @ApiProperty({ description: 'For a draft or a schedule, the audience it would have now; once started, the audience fixed then' })
  recipients!: number;

  @ApiProperty()
  sent!: number;

  @ApiProperty({ description: 'Refused for a reason about us (the send paused itself)' })
  failed!: number;

  @ApiProperty({ description: 'Refused by the recipient’s server as a dead mailbox; the address is suppressed' })
  bounced!: number;

  @ApiProperty({ description: 'Suppressed or erased after the audience was fixed, or left when the send was cancelled' })
  skipped!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  send_at!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why the send paused itself' })
  paused_reason!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  started_at!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finished_at!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the send last settled a copy, or started; null before it starts',
  })
  last_progress_at!: string | null;
}

const shape = (field: 'subject' | 'body') => ({
  code: 'invalid_body' as const,
  details: { body: { problem: 'announcement' as const }, field },
});

/** A draft's words: both required, on create and on update. */
export class AnnouncementBodyDto {
  @ApiProperty({ minLength: 1, maxLength: ANNOUNCEMENT_LIMITS.subject, example: '{product} is live' })
  @EdgeRule('announcementSubject', 'shape', (value) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= ANNOUNCEMENT_LIMITS.subject && !/[\r\n]/.test(value)
      ? null
      : shape('subject'),
  )
  subject!: string;

  @ApiProperty({ minLength: 1, maxLength: ANNOUNCEMENT_LIMITS.body, example: 'Hi {handle}, claim your ID at {claim_url}.' })
  @EdgeRule('announcementBody', 'shape', (value) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= ANNOUNCEMENT_LIMITS.body ? null : shape('body'),
  )
  body!: string;
}

export class SendAnnouncementDto {
  @ApiPropertyOptional({ format: 'date-time', description: 'Start the send then; left out (or past), at once' })
  @EdgeRule('announcementSendAt', 'shape', (value) =>
    value === undefined || (typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value)))
      ? null
      : { code: 'invalid_body', details: { body: { problem: 'announcement_send_at' }, field: 'send_at' } },
  )
  send_at?: string;
}

export class TestAnnouncementDto {
  @ApiPropertyOptional({ description: 'Another admin of the team; left out, the signed-in admin' })
  @EdgeRule('announcementTestEmail', 'shape', (value) =>
    value === undefined || (typeof value === 'string' && isEmailAddress(value)) ? null : { code: 'announcement_test_recipient' },
  )
  email?: string;
}

export class AnnouncementIdParamsDto {
  @ApiProperty({ format: 'uuid' })
  @EdgeRule('announcementId', 'shape', (value) => (isUuid(value) ? null : { code: 'not_found', details: { subject: 'record' } }))
  id!: string;
}

export class AnnouncementSendDto implements AnnouncementSendResponse {
  @ApiProperty({ description: 'Confirmed reservations not suppressed: fixed now, or as it is now for a scheduled send' })
  recipients!: number;
}

export class TestCopyQueuedDto {
  @ApiProperty({ enum: [true], description: 'The copy is queued; it leaves with the mail queue' })
  queued!: true;
}

export class AnnouncementPreviewDto implements AnnouncementPreview {
  @ApiProperty({ description: 'The subject with the sample values filled in' })
  subject!: string;

  @ApiProperty({ description: 'The HTML part: the markdown rendered (raw HTML escaped) inside the mail layout, with the footer' })
  html!: string;

  @ApiProperty({ description: 'The plain-text part, with the footer and the unsubscribe link' })
  text!: string;
}
