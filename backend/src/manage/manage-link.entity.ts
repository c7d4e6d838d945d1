import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Reservation } from '../reservations';

export const MANAGE_LINK_PURPOSES = ['manage', 'erase'] as const;
export type ManageLinkPurpose = (typeof MANAGE_LINK_PURPOSES)[number];

/** The mail a link was minted for: what the export lists as the mails sent to a reservation. */
export const MANAGE_LINK_SENT_IN = ['confirmation', 'announcement', 'manage_link', 'erase_link'] as const;
export type ManageLinkSentIn = (typeof MANAGE_LINK_SENT_IN)[number];

/**
 * A link a person follows to see, export or erase their reservation: `manage` links work many times
 * until they expire, an `erase` link once. Only the SHA-256 of the token is kept; erasing the
 * reservation takes every link of it along (the foreign key cascades), so each answers 404 after.
 */
@Entity('manage_links')
@Check('CHK_manage_links_sent_in', `"sent_in" IN (${MANAGE_LINK_SENT_IN.map((p) => `'${p}'`).join(', ')})`)
@Check('CHK_manage_links_purpose', `"purpose" IN (${MANAGE_LINK_PURPOSES.map((p) => `'${p}'`).join(', ')})`)
export class ManageLink {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'PK_manage_links' })
  token_hash!: string;

  @Index('IDX_manage_links_reservation')
  @Column({ type: 'uuid' })
  reservation_id!: string;

  @ManyToOne(() => Reservation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id', foreignKeyConstraintName: 'FK_manage_links_reservation' })
  reservation?: Reservation;

  @Column({ type: 'varchar', length: 8 })
  purpose!: ManageLinkPurpose;

  @Column({ type: 'varchar', length: 16 })
  sent_in!: ManageLinkSentIn;

  @Index('IDX_manage_links_expires_at')
  @Column({ type: 'timestamptz' })
  expires_at!: Date;

  /** When a single-use (erase) link was spent; null while it may still be used. */
  @Column({ type: 'timestamptz', nullable: true })
  used_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
