import type { AdminRole } from '@gameshift/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('admins')
@Check('CHK_admins_role', `"role" IN ('viewer', 'editor', 'operator', 'owner')`)
export class Admin {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('UQ_admins_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** argon2id, with its parameters in the string. */
  @Column({ type: 'varchar', length: 255 })
  password_hash!: string;

  /** Part of every token; raising it (logout, password reset, a new role) revokes all outstanding tokens. */
  @Column({ type: 'integer', default: 0 })
  token_version!: number;

  @Column({ type: 'varchar', length: 16, default: 'owner' })
  role!: AdminRole;

  /** The confirmed TOTP secret, sealed (see mfa-secret.ts); null without a second factor. */
  @Column({ type: 'text', nullable: true })
  mfa_secret!: string | null;

  /** A secret handed out for enrolment and not yet confirmed with a code, sealed. */
  @Column({ type: 'text', nullable: true })
  mfa_pending_secret!: string | null;

  /**
   * The pending enrolment was started with a current code of the confirmed factor, so confirming it
   * may replace that factor without asking for another.
   */
  @Column({ type: 'boolean', default: false })
  mfa_pending_stepped_up!: boolean;

  /** Wrong codes after a right password, from every client, in the window ending at mfa_code_window_ends_at. */
  @Column({ type: 'integer', default: 0 })
  mfa_code_failures!: number;

  @Column({ type: 'timestamptz', nullable: true })
  mfa_code_window_ends_at!: Date | null;

  /** The time step of the last code accepted: a code is good once. */
  @Column({ type: 'bigint', nullable: true })
  mfa_last_step!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
