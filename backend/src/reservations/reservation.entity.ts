import { Check, Column, CreateDateColumn, Entity, Exclusion, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A handle claimed by an email. A pending claim blocks the email during [claim_from, claim_until)
 * (its link's life) and the handle only during its hold, [claim_from, hold_until); a verified one
 * both from its verification on, forever. The database enforces that no two claims on one email
 * and no two holds on one handle overlap, and that a handle has one verified owner (see the
 * migrations): after a hold, another person may claim the handle, and the first to confirm wins.
 */
@Entity('reservations')
@Index('IDX_reservations_created_at', ['created_at'])
@Index('IDX_reservations_created_at_id', ['created_at', 'id'])
@Index('IDX_reservations_client_key', ['client_key'])
@Index('IDX_reservations_gameshift_id', ['gameshift_id'])
@Index('UQ_reservations_verified_handle', ['gameshift_id'], { unique: true, where: '"is_verified" = true' })
@Index('UQ_reservations_verified_email', ['email_canonical'], { unique: true, where: '"is_verified" = true' })
@Exclusion(
  'EX_reservations_handle_hold',
  'USING gist ("gameshift_id" WITH =, tstzrange("claim_from", "hold_until") WITH &&) WHERE (NOT "is_verified")',
)
@Exclusion('EX_reservations_email_claim', 'USING gist ("email_canonical" WITH =, tstzrange("claim_from", "claim_until") WITH &&)')
@Check('CHK_reservations_claim_range', '"claim_from" < "claim_until"')
@Check('CHK_reservations_hold_range', '"claim_from" < "hold_until"')
@Check('CHK_reservations_verified', 'NOT "is_verified" OR ("verified_at" IS NOT NULL AND "claim_until" = \'infinity\')')
export class Reservation {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The language of the page the reservation was made on (one of LOCALES): its mails are written in it. */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** The address as uniqueness sees it (gmail dots removed, lowercased). */
  @Column({ type: 'varchar', length: 254 })
  email_canonical!: string;

  @Column({ type: 'varchar', length: 15 })
  gameshift_id!: string;

  @Column({ type: 'timestamptz' })
  claim_from!: Date;

  @Column({ type: 'timestamptz' })
  claim_until!: Date;

  /** End of the pending claim's hold on its handle (HANDLE_HOLD_MINUTES after it was made); infinity once verified. */
  @Column({ type: 'timestamptz' })
  hold_until!: Date;

  @Column({ type: 'boolean', default: false })
  is_verified!: boolean;

  @Column({ type: 'boolean', default: false })
  is_reserved!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  verified_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  reserved_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  last_sent_at!: Date | null;

  /** Verification emails sent since `sent_window_start` (the first one included). */
  @Column({ type: 'integer', default: 1 })
  sent_count!: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  sent_window_start!: Date;

  /** The client that made the reservation, as limits key it (IPv4 address or IPv6 network); null before it was recorded. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  client_key!: string | null;

  /**
   * SHA-256 of the key handed to the browser that made the reservation, which lets it ask for
   * its link again with honest answers, or withdraw it for a corrected email. Null for rows
   * made before keys existed.
   */
  @Index('UQ_reservations_manage_key_hash', { unique: true })
  @Column({ type: 'char', length: 64, nullable: true })
  manage_key_hash!: string | null;

  /**
   * Where the visit that made the reservation came from (sourceName of its attribution), and the
   * parts it was named from; null when the request carried none.
   */
  @Index('IDX_reservations_source')
  @Column({ type: 'varchar', length: 200, nullable: true })
  source!: string | null;

  @Column({ type: 'varchar', length: 253, nullable: true })
  referrer_host!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utm_source!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utm_medium!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  utm_campaign!: string | null;

  /** The path the visit started on. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  landing!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  /** When the game redeemed one of its claim codes: from then on the handle is the game's. */
  @Column({ type: 'timestamptz', nullable: true })
  claimed_at!: Date | null;
}
