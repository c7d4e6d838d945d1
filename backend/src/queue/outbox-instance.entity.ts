import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A running instance's heartbeat: the jobs it holds go back to the queue once this falls silent. */
@Entity('outbox_instances')
export class OutboxInstance {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'timestamptz', name: 'beat_at' })
  beatAt!: Date;
}
