import { SUPPRESSION_REASONS, type SuppressionReason } from '@gameshift/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An address that gets no announcements. Every row suppresses: the send's audience leaves out each
 * reservation whose address hashes to an `email_hash` here (suppressions.queries.ts).
 */
@Entity('suppressions')
@Index('IDX_suppressions_created_at', ['created_at'])
@Check('CHK_suppressions_reason', `"reason" IN (${SUPPRESSION_REASONS.map((r) => `'${r}'`).join(', ')})`)
export class Suppression {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_suppressions' })
  id!: string;

  /** suppressionHash of the address: what the list is kept and looked up by. */
  @Index('UQ_suppressions_email_hash', { unique: true })
  @Column({ type: 'bytea' })
  email_hash!: Buffer;

  /** For the portal to show; wiped (null) when its person erases their data, while the hash keeps honouring them. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 16 })
  reason!: SuppressionReason;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
