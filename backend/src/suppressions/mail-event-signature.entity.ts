import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The signature of each provider event taken, while its timestamp is still accepted: the same
 * signature again is the same bytes sent again (a replay, or a provider's retry of an answer it did
 * not get), which changes nothing. In PostgreSQL, so that every instance sees it, and written in the
 * event's own transaction, so that a failed event leaves no mark and its retry is taken.
 */
@Entity('mail_event_signatures')
export class MailEventSignature {
  /** The HMAC-SHA256 the provider sent, as bytes. */
  @PrimaryColumn({ type: 'bytea', primaryKeyConstraintName: 'PK_mail_event_signatures' })
  signature!: Buffer;

  /** When its timestamp leaves the tolerance: no copy is accepted after it, so the housekeeping may forget it. */
  @Column({ type: 'timestamptz' })
  valid_until!: Date;
}
