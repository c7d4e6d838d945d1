import { WEBHOOK_FAILURES, type WebhookFailure } from '@gameshift/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookDelivery } from './webhook-delivery.entity';

/** One try of a delivery: what the endpoint answered (or why nothing was sent) and how long it took. */
@Entity('webhook_attempts')
@Index('IDX_webhook_attempts_delivery_created', ['delivery_id', 'created_at'])
@Check('CHK_webhook_attempts_failure', `"failure" IN (${WEBHOOK_FAILURES.map((f) => `'${f}'`).join(', ')})`)
export class WebhookAttempt {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhook_attempts' })
  id!: string;

  @Column({ type: 'uuid' })
  delivery_id!: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id', foreignKeyConstraintName: 'FK_webhook_attempts_delivery' })
  delivery?: WebhookDelivery;

  /** Null when no answer came: a refused address, a timeout, a connection error. */
  @Column({ type: 'integer', nullable: true })
  status_code!: number | null;

  @Column({ type: 'integer' })
  duration_ms!: number;

  /**
   * The kind of failure, judged when the attempt is recorded; null for a delivered one, and for a
   * failed one recorded before kinds were (the API calls those `other`).
   */
  @Column({ type: 'varchar', length: 16, nullable: true })
  failure!: WebhookFailure | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
