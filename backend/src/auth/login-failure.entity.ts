import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Failed sign-ins per email address (known or not, so both answer alike) and client. The row of
 * client '*' counts the account's failures from every client, for the account-wide ceiling.
 */
@Entity('admin_login_failures')
export class LoginFailure {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email!: string;

  /** The client as limits key it (IPv4 address or IPv6 network), or '*' for the whole account. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  client_key!: string;

  @Column({ type: 'integer', default: 0 })
  failures!: number;

  @Column({ type: 'timestamptz' })
  last_failed_at!: Date;
}
