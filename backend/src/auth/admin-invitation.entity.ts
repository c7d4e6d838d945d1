import type { AdminRole } from '@gameshift/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An admin invited by an owner, until they set a password through the emailed link (single use, 24 h). */
@Entity('admin_invitations')
@Check('CHK_admin_invitations_role', `"role" IN ('viewer', 'editor', 'operator', 'owner')`)
export class AdminInvitation {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_admin_invitations' })
  id!: string;

  @Index('UQ_admin_invitations_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: AdminRole;

  /** SHA-256 (hex) of the token in the emailed link. */
  @Index('UQ_admin_invitations_token', { unique: true })
  @Column({ type: 'char', length: 64 })
  token_hash!: string;

  @Column({ type: 'varchar', length: 254 })
  invited_by!: string;

  @Column({ type: 'timestamptz' })
  expires_at!: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
