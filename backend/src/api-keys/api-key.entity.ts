import type { ApiKeyScope } from '@gameshift/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A key an owner handed to the game's services. Only the SHA-256 of the key is kept: the key is
 * 256 random bits, so no salt or slow hash is needed to keep it from being guessed back.
 * Revoking deletes the row; the audit log keeps who created and revoked it.
 */
@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_api_keys' })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 32, array: true })
  scopes!: ApiKeyScope[];

  /** Hex SHA-256 of the whole key: what a request's key is looked up by. */
  @Index('UQ_api_keys_key_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  key_hash!: string;

  /** The key's first characters, shown in the list to tell keys apart. */
  @Column({ type: 'varchar', length: 16 })
  prefix!: string;

  @Column({ type: 'uuid', nullable: true })
  created_by_id!: string | null;

  @Column({ type: 'varchar', length: 254 })
  created_by!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  last_used_at!: Date | null;
}
