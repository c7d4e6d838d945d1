import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('security_violations')
@Index('IDX_security_violations_created_at', ['created_at'])
export class SecurityViolation {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip_address!: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  user_agent!: string | null;

  @Column({ type: 'varchar', length: 32 })
  violation_type!: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  violation_data!: Record<string, unknown>;

  @Column({ type: 'boolean', default: true })
  blocked!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
