import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Reservation } from './reservation.entity';

/**
 * The privacy notice a reservation was made under, and when: the notice's date, a hash of its
 * text as the visitor was shown it, and the language it was in. Written with the claim; gone with
 * the reservation.
 */
@Entity('reservation_consents')
export class ReservationConsent {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_reservation_consents' })
  reservation_id!: string;

  @OneToOne(() => Reservation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'reservation_id', foreignKeyConstraintName: 'FK_reservation_consents_reservation' })
  reservation?: Reservation;

  /** The notice's date (YYYY-MM-DD), as its page shows it. */
  @Column({ type: 'date' })
  notice_date!: string;

  /** SHA-256 (hex) of the notice's text as rendered. */
  @Column({ type: 'char', length: 64 })
  notice_hash!: string;

  @Column({ type: 'varchar', length: 16 })
  language!: string;

  @Column({ type: 'timestamptz' })
  accepted_at!: Date;
}
