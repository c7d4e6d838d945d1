import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Reservation } from '../reservations';

/**
 * A claim code minted into one announcement copy: only its SHA-256 is kept (the code is 128+
 * random bits). A reservation may hold several, one per copy; redeeming any of them claims the
 * reservation and spends them all. Deleting the reservation takes its codes with it, so a code of
 * a deleted reservation is as unknown as one never minted.
 */
@Entity('claim_codes')
@Index('IDX_claim_codes_reservation_id', ['reservation_id'])
export class ClaimCode {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_claim_codes' })
  id!: string;

  @Index('UQ_claim_codes_code_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  code_hash!: string;

  @Column({ type: 'uuid' })
  reservation_id!: string;

  @ManyToOne(() => Reservation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id', foreignKeyConstraintName: 'FK_claim_codes_reservation_id' })
  reservation?: Reservation;

  /** The announcement whose copy carried it; null for a code minted otherwise. */
  @Column({ type: 'uuid', nullable: true })
  announcement_id!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  redeemed_at!: Date | null;
}
