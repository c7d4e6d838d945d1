import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookDelivery } from './webhook-delivery.entity';

/** One try of a delivery: what the endpoint answered (or why nothing was sent) and how long it took. */
@Entity('webhook_attempts')
@Index('IDX_webhook_attempts_delivery_created', ['delivery_id', 'created_at'])
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

  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
