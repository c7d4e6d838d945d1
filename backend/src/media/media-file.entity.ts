import { MEDIA_KINDS, MEDIA_MAX_BYTES, type MediaKind } from '@gameshift/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An uploaded image or audio file, bytes and all, as it was stored after its metadata was removed.
 * Its name is the start of its SHA-256 and its type's extension, so the same bytes are one row.
 */
@Entity('media_files')
@Check('CHK_media_files_kind', `"kind" IN (${MEDIA_KINDS.map((kind) => `'${kind}'`).join(', ')})`)
@Check('CHK_media_files_size', `"size" > 0 AND "size" <= ${Math.max(...Object.values(MEDIA_MAX_BYTES))} AND octet_length("bytes") = "size"`)
export class MediaFile {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_media_files' })
  id!: string;

  @Index('UQ_media_files_name', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  name!: string;

  @Column({ type: 'varchar', length: 32 })
  content_type!: string;

  /** Left out of every read unless asked for: lists and lookups never carry the files. */
  @Column({ type: 'bytea', select: false })
  bytes!: Buffer;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'varchar', length: 8 })
  kind!: MediaKind;

  /** Hex SHA-256 of the stored bytes: the ETag, and the name's first 16 digits. */
  @Column({ type: 'char', length: 64 })
  sha256!: string;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  /** The email of the admin who first uploaded it. */
  @Column({ type: 'varchar', length: 254 })
  uploaded_by!: string;

  @Index('IDX_media_files_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
