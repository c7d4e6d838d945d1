import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus, type WebhookEvent } from '@gameshift/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/**
 * One event for one endpoint. Its body is fixed when the event happens, so every attempt and a
 * redelivery send the same bytes under the same webhook-id (the delivery's id), which receivers
 * deduplicate on. The body holds no email.
 */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_webhook_created', ['webhook_id', 'created_at'])
@Check('CHK_webhook_deliveries_status', `"status" IN (${WEBHOOK_DELIVERY_STATUSES.map((s) => `'${s}'`).join(', ')})`)
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhook_deliveries' })
  id!: string;

  @Column({ type: 'uuid' })
  webhook_id!: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webhook_id', foreignKeyConstraintName: 'FK_webhook_deliveries_webhook' })
  endpoint?: WebhookEndpoint;

  @Column({ type: 'varchar', length: 32 })
  event!: WebhookEvent;

  /** The reservation it is about, for erasure; not a foreign key, since a deletion is itself an event. */
  @Index('IDX_webhook_deliveries_reservation')
  @Column({ type: 'uuid', nullable: true })
  reservation_id!: string | null;

  /** The exact body sent, as text: a signature covers bytes, not a re-serialised object. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: WebhookDeliveryStatus;

  /** Retries stop once this is older than the retry window: the event, or the last redelivery. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  retry_from!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  last_attempt_at!: Date | null;

  /** When a failed attempt's retry is due, as its job was deferred; null when due at once or settled. */
  @Column({ type: 'timestamptz', nullable: true })
  next_attempt_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
