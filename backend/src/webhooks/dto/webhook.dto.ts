import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_FAILURES,
  WEBHOOK_LIMITS,
  type WebhookAttemptRecord,
  type WebhookDeliveryRecord,
  type WebhookDeliveryStatus,
  type WebhookEvent,
  type WebhookFailure,
  type WebhookRecord,
} from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EdgeFailure, EdgeRule } from '../../common/edge-rules';

export class WebhookDto implements WebhookRecord {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'https://game.example.com/hooks/gameshift' })
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true })
  events!: WebhookEvent[];

  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Why it was disabled: failing for 24 hours straight' })
  disabled_reason!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Until when the secret a rotation replaced still signs' })
  previous_secret_until!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class WebhookWithSecretDto extends WebhookDto {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'The signing secret: shown in this answer only' })
  declare secret: string;
}

const isUrl = (value: unknown): boolean => {
  if (typeof value !== 'string' || value.length > WEBHOOK_LIMITS.urlLength) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const isEventList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.length <= 10 &&
  value.every((event) => (WEBHOOK_EVENTS as readonly unknown[]).includes(event));

const refused = (sentence: 'webhookShape' | 'webhookUpdateShape', field: 'url' | 'events' | 'enabled'): EdgeFailure => ({
  code: 'invalid_body',
  details: { body: { problem: 'shape', sentence }, field },
});

export class CreateWebhookDto {
  @ApiProperty({ example: 'https://game.example.com/hooks/gameshift', maxLength: WEBHOOK_LIMITS.urlLength })
  @EdgeRule('webhookUrl', 'shape', (value) => (isUrl(value) ? null : refused('webhookShape', 'url')))
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['reservation.confirmed'] })
  @EdgeRule('webhookEvents', 'shape', (value) => (isEventList(value) ? null : refused('webhookShape', 'events')))
  events!: WebhookEvent[];
}

/** react-admin's update sends the whole record: what is not one of these is dropped. */
export class UpdateWebhookDto {
  @ApiPropertyOptional({ maxLength: WEBHOOK_LIMITS.urlLength })
  @EdgeRule('webhookUpdateUrl', 'shape', (value) => (value === undefined || isUrl(value) ? null : refused('webhookUpdateShape', 'url')))
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS, isArray: true })
  @EdgeRule('webhookUpdateEvents', 'shape', (value) =>
    value === undefined || isEventList(value) ? null : refused('webhookUpdateShape', 'events'),
  )
  events?: WebhookEvent[];

  @ApiPropertyOptional({ description: 'true enables it again (and clears the reason it was disabled); false stops deliveries' })
  @EdgeRule('webhookUpdateEnabled', 'shape', (value) =>
    value === undefined || typeof value === 'boolean' ? null : refused('webhookUpdateShape', 'enabled'),
  )
  enabled?: boolean;
}

export class WebhookAttemptDto implements WebhookAttemptRecord {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: Number, nullable: true, description: 'The HTTP status answered; null when none came' })
  status_code!: number | null;

  @ApiProperty()
  duration_ms!: number;

  @ApiProperty({
    enum: WEBHOOK_FAILURES,
    nullable: true,
    description:
      'The kind of failure, judged when the attempt was recorded: dns (the host name did not resolve), refused (plain http, or an address off the public internet), connect (no connection, or it dropped before an answer), tls (handshake or certificate), timeout, http (a status other than 2xx), other (anything else, and failed attempts recorded before kinds were). Null when delivered',
  })
  failure!: WebhookFailure | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'What went wrong, in a few words (failure says of which kind); null when delivered',
  })
  error!: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class WebhookDeliveryDto implements WebhookDeliveryRecord {
  @ApiProperty({ format: 'uuid', description: 'Also the webhook-id header, the same on every attempt' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  webhook_id!: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS })
  event!: WebhookEvent;

  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES })
  status!: WebhookDeliveryStatus;

  @ApiProperty({ type: [WebhookAttemptDto] })
  attempts!: WebhookAttemptDto[];

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  last_attempt_at!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a pending delivery is tried next (now or past: due at once); null once delivered or failed',
  })
  next_attempt_at!: string | null;
}
