import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-ins per email address, known or not, so both answer alike. */
@Entity('admin_login_failures')
export class LoginFailure {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'integer', default: 0 })
  failures!: number;

  @Column({ type: 'timestamptz' })
  last_failed_at!: Date;
}
