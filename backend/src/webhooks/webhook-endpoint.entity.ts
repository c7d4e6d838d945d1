import { WEBHOOK_LIMITS, type WebhookEvent } from '@gameshift/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Where the game hears about reservations. The signing secret must be readable to sign, so it is
 * kept sealed (AES-256-GCM under WEBHOOK_SEAL_KEY), never hashed; a dump alone signs nothing.
 */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_webhook_endpoints' })
  id!: string;

  @Column({ type: 'varchar', length: WEBHOOK_LIMITS.urlLength })
  url!: string;

  @Column({ type: 'text', array: true })
  events!: WebhookEvent[];

  @Column({ type: 'text' })
  secret_sealed!: string;

  /** The secret a rotation replaced: it still signs beside the new one until `previous_secret_until`. */
  @Column({ type: 'text', nullable: true })
  previous_secret_sealed!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previous_secret_until!: Date | null;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  disabled_reason!: string | null;

  /** Since when every attempt has failed; null after a success. Failing for the retry window disables the endpoint. */
  @Column({ type: 'timestamptz', nullable: true })
  failing_since!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  last_delivered_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
