import { ANNOUNCEMENT_STATUSES, type AnnouncementStatus, type AnnouncementTranslations } from '@gameshift/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A launch announcement: a markdown draft, then a send to the audience fixed when it starts. */
@Entity('announcements')
@Index('IDX_announcements_scheduled', ['send_at'], { where: `"status" = 'scheduled'` })
@Check('CHK_announcements_status', `"status" IN (${ANNOUNCEMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`)
export class Announcement {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_announcements' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  /** Its words in the site's other languages, by language: each copy goes out in its reservation's, English without one. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  translations!: AnnouncementTranslations;

  @Column({ type: 'varchar', length: 16, default: 'draft' })
  status!: AnnouncementStatus;

  /** When a scheduled send starts. */
  @Column({ type: 'timestamptz', nullable: true })
  send_at!: Date | null;

  /**
   * Raised by every pause and resume: a queued job carries the generation it was queued in, and one
   * of an earlier generation is dropped unsent, so a pause takes effect at once and a resume queues
   * afresh without sending anyone twice.
   */
  @Column({ type: 'integer', default: 0 })
  generation!: number;

  /** Why the send paused itself (the provider refused us); null when an owner paused it, or it runs. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  paused_reason!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  started_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finished_at!: Date | null;

  /**
   * Whether the jobs of the current generation are still being queued, in batches that each commit
   * on their own: whichever instance continues finds the send by this and resumes after `queue_cursor`.
   */
  @Column({ type: 'boolean', default: false })
  queuing!: boolean;

  /** The last recipient (reservation id, in key order) whose job of the current generation is queued; null: none yet. */
  @Column({ type: 'uuid', nullable: true })
  queue_cursor!: string | null;

  /** When the send last settled a copy (or started): a send that makes no progress shows here. */
  @Column({ type: 'timestamptz', nullable: true })
  last_progress_at!: Date | null;
}
