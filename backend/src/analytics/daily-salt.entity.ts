import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The random salt of the visitor hashes of one day (UTC); deleted once the day is over. */
@Entity('analytics_salts')
export class DailySalt {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @Column({ type: 'bytea' })
  salt!: Buffer;
}
