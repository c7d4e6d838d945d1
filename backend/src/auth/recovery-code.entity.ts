import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Admin } from './admin.entity';

/** One single-use recovery code of an admin's second factor; only its SHA-256 is kept. */
@Entity('admin_recovery_codes')
export class RecoveryCode {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'PK_admin_recovery_codes' })
  code_hash!: string;

  @Index('IDX_admin_recovery_codes_admin')
  @Column({ type: 'uuid' })
  admin_id!: string;

  @ManyToOne(() => Admin, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_id', foreignKeyConstraintName: 'FK_admin_recovery_codes_admin' })
  admin?: Admin;

  @Column({ type: 'timestamptz', nullable: true })
  used_at!: Date | null;
}
