import { RECIPIENT_STATES, type RecipientState } from '@gameshift/contracts';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One reservation in an announcement's audience, fixed when the send starts, and what became of
 * its copy: the exactly-once record (a copy is sent only while its row is `queued`). No foreign key
 * to the reservation: a person who erases their data meanwhile is skipped, and the count stays.
 */
@Entity('announcement_recipients')
@Index('IDX_announcement_recipients_state', ['announcement_id', 'state'])
@Check('CHK_announcement_recipients_state', `"state" IN (${RECIPIENT_STATES.map((s) => `'${s}'`).join(', ')})`)
export class AnnouncementRecipient {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_announcement_recipients' })
  announcement_id!: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_announcement_recipients' })
  reservation_id!: string;

  @Column({ type: 'varchar', length: 16, default: 'queued' })
  state!: RecipientState;

  @Column({ type: 'timestamptz', nullable: true })
  settled_at!: Date | null;
}
