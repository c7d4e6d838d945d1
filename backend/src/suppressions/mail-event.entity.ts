import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A bounce or complaint the mail provider reported, by the address's suppression hash only. Soft
 * bounces are counted here: the third of one address within the window suppresses it.
 */
@Entity('mail_events')
@Index('IDX_mail_events_hash_created_at', ['email_hash', 'created_at'])
@Check('CHK_mail_events_type', `"type" IN ('bounce', 'complaint')`)
@Check('CHK_mail_events_bounce_type', `"bounce_type" IS NULL OR "bounce_type" IN ('hard', 'soft')`)
export class MailEvent {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_mail_events' })
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  type!: 'bounce' | 'complaint';

  /** For a bounce: hard (the mailbox does not exist) or soft (full, greylisted); null for a complaint. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  bounce_type!: 'hard' | 'soft' | null;

  @Column({ type: 'bytea' })
  email_hash!: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
