import { MEDIA_UPLOADS_PATH, type MediaRecord } from '@gameshift/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { AuditService } from '../audit';
import type { AdminIdentity } from '../common/admin-identity';
import { ListQuery, listPage, type ListSpec } from '../common/admin-api/list-query';
import { returnedRows } from '../database/returned-rows';
import { ByteBoundedCache } from './media-cache';
import { MediaFile } from './media-file.entity';
import { MEDIA_FORMATS } from './media-format';
import { prepareUpload, type ReceivedFile } from './prepare-upload';

/** What the portal's media list offers react-admin: newest first, by kind or type, a search of the name and uploader. */
export const MEDIA_LIST = {
  sortable: ['created_at', 'name', 'size', 'kind'],
  defaultSort: 'created_at',
  fields: { kind: 'text', content_type: 'text' },
  search: { columns: ['m.name', 'm.uploaded_by'], notText: 'refuse' },
  special: {},
} as const satisfies ListSpec;

/** A stored name: 16 hex digits of the content's SHA-256, and the extension of a type the site takes. */
const STORED_NAME = new RegExp(`^[0-9a-f]{16}\\.(?:${[...new Set(Object.values(MEDIA_FORMATS).map((f) => f.extension))].join('|')})$`);

/** Memory for the files served most: a hot image is read from the database once, not on every request. */
const CACHE_BYTES = 48 * 1024 * 1024;
/** A larger file (a long narration) is read from the database by the range asked, never whole into memory. */
const CACHED_FILE_BYTES = 6 * 1024 * 1024;
/** What a cached file's description (type, size, ETag) is counted as when its bytes are not kept. */
const DESCRIPTION_BYTES = 256;

/** A stored file as it is served: its bytes when it is small enough to keep in memory, otherwise read by range. */
export interface ServedMedia {
  name: string;
  contentType: string;
  size: number;
  etag: string;
  bytes: Buffer | null;
}

function toRecord(row: MediaFile): MediaRecord {
  return {
    id: row.id,
    name: row.name,
    url: `${MEDIA_UPLOADS_PATH}${row.name}`,
    content_type: row.content_type,
    kind: row.kind,
    size: row.size,
    uploaded_by: row.uploaded_by,
    created_at: row.created_at.toISOString(),
    ...(row.width !== null && { width: row.width }),
    ...(row.height !== null && { height: row.height }),
  };
}

/**
 * The one owner of uploaded media. An upload is judged by its bytes, stripped of what may say where
 * and when a photo was taken, and stored under its content's hash, so the same bytes uploaded again
 * are the same file. Files are served from a cache bounded in bytes, then from the table.
 */
@Injectable()
export class MediaService {
  private readonly served = new ByteBoundedCache<ServedMedia>(CACHE_BYTES, CACHED_FILE_BYTES);

  constructor(
    @InjectRepository(MediaFile) private readonly files: Repository<MediaFile>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListQuery): Promise<{ rows: MediaRecord[]; total: number }> {
    const [rows, total] = await listPage(this.files.createQueryBuilder('m'), query).getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }

  /**
   * Stores an upload, or finds the file it already is, and records it in the audit log in the same
   * transaction. Nothing is stored for a file that is refused.
   */
  async upload(file: ReceivedFile, admin: AdminIdentity): Promise<MediaRecord> {
    const { format, bytes, width, height } = prepareUpload(file);
    const { kind, contentType, extension } = MEDIA_FORMATS[format];
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const name = `${sha256.slice(0, 16)}.${extension}`;
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(MediaFile)
        .values({ name, content_type: contentType, bytes, size: bytes.length, kind, sha256, width, height, uploaded_by: admin.email })
        .orIgnore()
        .returning('id')
        .execute();
      const row = await manager.getRepository(MediaFile).findOneByOrFail({ name });
      const stored = returnedRows(inserted).length > 0;
      await this.audit.record(admin, 'media.upload', row.id, { name, kind, content_type: contentType, size: row.size, stored }, manager);
      return toRecord(row);
    });
  }

  /** A stored file to serve, or null; a name of any other shape is answered without asking the database. */
  async find(name: string): Promise<ServedMedia | null> {
    if (!STORED_NAME.test(name)) return null;
    const cached = this.served.get(name);
    if (cached) return cached;
    const row = await this.files
      .createQueryBuilder('m')
      .select('m.content_type', 'content_type')
      .addSelect('m.size', 'size')
      .addSelect('m.sha256', 'sha256')
      .addSelect('CASE WHEN m.size <= :kept THEN m.bytes END', 'bytes')
      .where('m.name = :name', { name, kept: CACHED_FILE_BYTES })
      .getRawOne<{ content_type: string; size: number; sha256: string; bytes: Buffer | null }>();
    if (!row) return null;
    const media = { name, contentType: row.content_type, size: row.size, etag: `"${row.sha256}"`, bytes: row.bytes };
    this.served.set(name, media, media.bytes?.length ?? DESCRIPTION_BYTES);
    return media;
  }

  /** The bytes from `start` to `end` (inclusive) of a file found by `find`. */
  async read(media: ServedMedia, start: number, end: number): Promise<Buffer> {
    if (media.bytes) return media.bytes.subarray(start, end + 1);
    // Stored uncompressed (the migration sets it), so PostgreSQL reads only the chunks that hold the range.
    const row = await this.files
      .createQueryBuilder('m')
      .select('substring(m.bytes FROM :from FOR :length)', 'part')
      .where('m.name = :name', { name: media.name, from: start + 1, length: end - start + 1 })
      .getRawOne<{ part: Buffer }>();
    if (!row) throw new Error(`media file ${media.name} is gone`);
    return row.part;
  }
}
