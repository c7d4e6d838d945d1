import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Spent challenges and human tokens: inserting an id twice fails, which makes each single use. */
@Entity('human_check_uses')
@Index('IDX_human_check_uses_used_at', ['used_at'])
export class HumanCheckUse {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  used_at!: Date;
}
