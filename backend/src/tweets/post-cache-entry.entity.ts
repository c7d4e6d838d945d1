import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The last answer about one embedded post: its data (react-tweet's shape) when found, or the fact
 * that it was not found. Rows past `expires_at` are refreshed, and kept meanwhile as the stale
 * copy served when the upstream fails.
 */
@Entity('post_cache')
@Check('CHK_post_cache_found_has_data', '"found" = ("data" IS NOT NULL)')
@Check('CHK_post_cache_source', `"source" IN ('upstream', 'snapshot')`)
@Index('IDX_post_cache_expires_at', ['expires_at'])
export class PostCacheEntry {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  post_id!: string;

  @Column({ type: 'boolean' })
  found!: boolean;

  @Column({ type: 'jsonb', nullable: true })
  data!: object | null;

  /** upstream: fetched; snapshot: the copy shipped with the articles. */
  @Column({ type: 'varchar', length: 16 })
  source!: 'upstream' | 'snapshot';

  @Column({ type: 'timestamptz' })
  fetched_at!: Date;

  @Column({ type: 'timestamptz' })
  expires_at!: Date;
}
