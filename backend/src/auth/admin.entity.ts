import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('admins')
export class Admin {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('UQ_admins_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** argon2id, with its parameters in the string. */
  @Column({ type: 'varchar', length: 255 })
  password_hash!: string;

  /** Part of every token; raising it (logout, password reset) revokes all outstanding tokens. */
  @Column({ type: 'integer', default: 0 })
  token_version!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
