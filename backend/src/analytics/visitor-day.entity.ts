import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A visitor's day: the hash that names them that day (see visitorId), where they came from, and
 * the steps of the journey they reached, one bit each in the order of JOURNEY_STEPS. Nothing
 * here leads back to an address or a browser, and the day's salt is gone once the day is over.
 */
@Entity('analytics_visitors')
export class VisitorDay {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'bytea' })
  visitor!: Buffer;

  /** The source of the visitor's first event that day (sourceName). */
  @Column({ type: 'varchar', length: 200 })
  source!: string;

  @Column({ type: 'integer', default: 0 })
  steps!: number;
}
