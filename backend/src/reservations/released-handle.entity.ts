import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A handle whose reservation was erased, kept from everyone until `held_until` so that nobody can
 * snipe it the moment it is freed (`infinity` for a handle the game has claimed). The claim and the
 * availability check treat a held handle as taken.
 */
@Entity('released_handles')
export class ReleasedHandle {
  @PrimaryColumn({ type: 'varchar', length: 15, primaryKeyConstraintName: 'PK_released_handles' })
  handle!: string;

  @Column({ type: 'timestamptz' })
  held_until!: Date;
}
