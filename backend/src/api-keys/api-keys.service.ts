import type { ApiKeyRecord, ApiKeyScope, CreatedApiKey } from '@gameshift/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuditService } from '../audit';
import type { AdminIdentity } from '../common/admin-identity';
import { ListQuery, listPage, type ListSpec } from '../common/admin-api/list-query';
import { AppError } from '../common/app-error';
import { returnedRows } from '../database/returned-rows';
import { ApiKey } from './api-key.entity';
import { apiKeyHash, newApiKey } from './api-key-secret';

/** What the admin list of keys offers react-admin: newest first, a search of the name. */
export const API_KEYS_LIST = {
  sortable: ['created_at', 'name', 'last_used_at'],
  defaultSort: 'created_at',
  fields: {},
  search: { columns: ['k.name'], notText: 'refuse' },
  special: {},
} as const satisfies ListSpec;

/** A key's use is written at most this often: a read on every request would not be worth a write on every request. */
const LAST_USED_EVERY_MS = 60_000;
/** Keys whose last write is remembered; past this the memory starts over, which costs one extra write per key. */
const LAST_USED_KEPT = 10_000;

/** The key a request authenticated with, as the game API's handlers see it. */
export interface ApiCaller {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
}

function toRecord(row: ApiKey): ApiKeyRecord {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at ? row.last_used_at.toISOString() : null,
  };
}

/** The API keys: the one owner of their rows. Owners create and revoke them; the game API's guard looks them up. */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);
  private readonly lastWritten = new Map<string, number>();

  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(query: ListQuery): Promise<{ rows: ApiKeyRecord[]; total: number }> {
    const [rows, total] = await listPage(this.keys.createQueryBuilder('k'), query).getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }

  async get(id: string): Promise<ApiKeyRecord> {
    const row = await this.keys.findOneBy({ id });
    if (!row) throw new AppError('not_found', { subject: 'record' });
    return toRecord(row);
  }

  /** A new key, audited in the same transaction; the answer is the only place the key ever appears. */
  async create(name: string, scopes: ApiKeyScope[], admin: AdminIdentity): Promise<CreatedApiKey> {
    const { key, hash, prefix } = newApiKey();
    const ordered = (['reservations:read', 'claims:redeem'] as const).filter((scope) => scopes.includes(scope));
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ApiKey);
      const row = await repository.save(
        repository.create({ name: name.trim(), scopes: ordered, key_hash: hash, prefix, created_by_id: admin.id, created_by: admin.email }),
      );
      await this.audit.record(admin, 'api_key.create', row.id, { name: row.name, scopes: ordered, prefix }, manager);
      return { ...toRecord(row), key };
    });
  }

  /** Revoking deletes the key: the next request that sends it is refused. */
  async revoke(id: string, admin: AdminIdentity): Promise<ApiKeyRecord> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.createQueryBuilder().delete().from(ApiKey).where({ id }).returning('*').execute();
      const [row] = returnedRows<ApiKey>(result);
      if (!row) throw new AppError('not_found', { subject: 'record' });
      await this.audit.record(admin, 'api_key.revoke', id, { name: row.name, prefix: row.prefix }, manager);
      this.lastWritten.delete(id);
      return toRecord({ ...row, created_at: new Date(row.created_at), last_used_at: row.last_used_at && new Date(row.last_used_at) });
    });
  }

  /** The key a request sent, or null when no key has that hash (never made, or revoked). */
  async authenticate(key: string): Promise<ApiCaller | null> {
    const row = await this.keys.findOne({ select: { id: true, name: true, scopes: true }, where: { key_hash: apiKeyHash(key) } });
    if (!row) return null;
    this.noteUse(row.id);
    return { id: row.id, name: row.name, scopes: row.scopes };
  }

  /** Records the use off the request's path, at most once a minute per key and instance. */
  private noteUse(id: string): void {
    const now = Date.now();
    const last = this.lastWritten.get(id);
    if (last !== undefined && now - last < LAST_USED_EVERY_MS) return;
    if (this.lastWritten.size >= LAST_USED_KEPT) this.lastWritten.clear();
    this.lastWritten.set(id, now);
    this.keys.update({ id }, { last_used_at: new Date(now) }).catch((error: unknown) => {
      this.lastWritten.delete(id);
      this.logger.warn({ key: id, reason: (error as Error).message }, 'could not record when an API key was last used');
    });
  }
}
