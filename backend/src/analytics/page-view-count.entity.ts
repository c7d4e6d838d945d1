import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Page views of a day, per path and source. */
@Entity('analytics_page_views')
export class PageViewCount {
  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  path!: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  source!: string;

  @Column({ type: 'integer' })
  views!: number;
}
