import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Reservation } from './reservation.entity';

/**
 * One emailed confirmation link. Only the SHA-256 of its token is kept, and only once the email
 * carrying it is being sent: the queued job names the reservation, never a usable link. Every
 * link stays good until its own expiry, so a resend never breaks the email before it.
 */
@Entity('verification_links')
export class VerificationLink {
  /** SHA-256 (hex) of the token in the link. */
  @PrimaryColumn({ type: 'char', length: 64 })
  token_hash!: string;

  @Index('IDX_verification_links_reservation')
  @Column({ type: 'uuid' })
  reservation_id!: string;

  @ManyToOne(() => Reservation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id' })
  reservation?: Reservation;

  /**
   * The email that carries this link. A retried send of an email that never left replaces its
   * link; null for links made before links were minted at send time.
   */
  @Index('UQ_verification_links_message', { unique: true })
  @Column({ type: 'uuid', nullable: true })
  message_id!: string | null;

  @Column({ type: 'timestamptz' })
  expires_at!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
