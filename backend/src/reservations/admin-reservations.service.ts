import { reservationStatus, VERIFICATION_TTL_MS, type AdminReservation } from '@gameshift/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AdminIdentity } from '../auth/admin-identity';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { csvLine } from '../common/admin-api/csv';
import { fieldConditions, isUuid, likePattern, ListQuery, ListSpec } from '../common/admin-api/list-query';
import { returnedRows } from '../database/returned-rows';
import { claimConflict, ReservationLifecycle } from './reservation-lifecycle.service';

export const RESERVATIONS_LIST: ListSpec = {
  sortable: ['id', 'created_at', 'email', 'gameshift_id', 'verified_at', 'is_verified', 'is_reserved'],
  defaultSort: 'created_at',
  fields: { email: 'text', gameshift_id: 'text', is_verified: 'boolean', is_reserved: 'boolean' },
  special: ['q', 'status'],
};
const COLUMNS = 'id, email, email_canonical, gameshift_id, is_verified, is_reserved, verified_at, reserved_at, created_at';

interface Row {
  id: string;
  email: string;
  email_canonical: string;
  gameshift_id: string;
  is_verified: boolean;
  is_reserved: boolean;
  verified_at: Date | null;
  reserved_at: Date | null;
  created_at: Date;
}

@Injectable()
export class AdminReservationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly lifecycle: ReservationLifecycle,
  ) {}

  async list(query: ListQuery): Promise<{ rows: AdminReservation[]; total: number }> {
    const params: unknown[] = [];
    const where = fieldConditions(query, params);
    const q = query.filter.q;
    if (typeof q === 'string' && q.trim()) {
      params.push(likePattern(q.trim().slice(0, 100)));
      where.push(`(email ILIKE $${params.length} OR gameshift_id ILIKE $${params.length})`);
    } else if (q !== undefined && typeof q !== 'string') {
      throw new AppError('invalid_list', { list: { problem: 'filter_value', field: 'q' } });
    }
    const status = query.filter.status;
    if (status !== undefined) {
      const expiry = new Date(this.clock.now().getTime() - VERIFICATION_TTL_MS);
      if (status === 'verified') where.push('is_verified');
      else if (status === 'pending' || status === 'expired') {
        params.push(expiry);
        where.push(`NOT is_verified AND created_at ${status === 'pending' ? '>=' : '<'} $${params.length}`);
      } else throw new AppError('invalid_list', { list: { problem: 'filter_value', field: 'status' } });
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM reservations ${clause}`, params);
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM reservations ${clause}
        ORDER BY ${query.sortField} ${query.sortOrder}, id ${query.sortOrder}
        LIMIT ${query.limit} OFFSET ${query.offset}`,
      params,
    );
    return { rows: rows.map((r) => this.present(r)), total };
  }

  async get(id: string): Promise<AdminReservation> {
    return this.present(await this.find(id));
  }

  async remove(id: string, admin: AdminIdentity): Promise<AdminReservation> {
    return this.dataSource.transaction(async (manager) => {
      const rows = returnedRows<Row>(
        await manager.query(`DELETE FROM reservations WHERE id = $1 RETURNING ${COLUMNS}`, [this.checkedId(id)]),
      );
      if (!rows[0]) throw new AppError('not_found');
      await this.audit.record(admin, 'reservation.delete', id, { email: rows[0].email, gameshift_id: rows[0].gameshift_id }, manager);
      return this.present(rows[0]);
    });
  }

  /** Manual verification keeps the one-owner-per-handle rule: the database refuses a second owner. */
  async verify(id: string, admin: AdminIdentity): Promise<AdminReservation> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const current = await this.find(id, '', manager);
        if (!(await this.lifecycle.confirm(manager, current, this.clock.now()))) throw new AppError('already_verified');
        await this.audit.record(admin, 'reservation.verify', id, { email: current.email, gameshift_id: current.gameshift_id }, manager);
        return this.present(await this.find(id, '', manager));
      });
    } catch (error) {
      throw claimConflict(error);
    }
  }

  async resend(id: string, admin: AdminIdentity): Promise<AdminReservation> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.find(id, 'FOR UPDATE', manager);
      if (row.is_verified) throw new AppError('already_verified');
      await this.lifecycle.sendAnotherLink(manager, row.id, this.clock.now());
      await this.audit.record(admin, 'reservation.resend', id, { email: row.email, gameshift_id: row.gameshift_id }, manager);
      return this.present(row);
    });
  }

  /** Every reservation as CSV, read through a cursor so memory stays flat however many rows there are. */
  async *exportCsv(admin: AdminIdentity): AsyncGenerator<string> {
    await this.audit.record(admin, 'reservations.export', null);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      await runner.query(`DECLARE reservations_export NO SCROLL CURSOR FOR SELECT ${COLUMNS} FROM reservations ORDER BY created_at, id`);
      yield csvLine(['id', 'email', 'gameshift_id', 'status', 'is_verified', 'is_reserved', 'verified_at', 'reserved_at', 'created_at']);
      for (;;) {
        const rows: Row[] = await runner.query('FETCH 2000 FROM reservations_export');
        if (rows.length === 0) break;
        const now = this.clock.now();
        yield rows
          .map((r) =>
            csvLine([
              r.id,
              r.email,
              r.gameshift_id,
              reservationStatus(r, now),
              r.is_verified,
              r.is_reserved,
              r.verified_at,
              r.reserved_at,
              r.created_at,
            ]),
          )
          .join('');
      }
      await runner.commitTransaction();
    } finally {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      await runner.release();
    }
  }

  private checkedId(id: string): string {
    if (!isUuid(id)) throw new AppError('not_found');
    return id;
  }

  private async find(id: string, lock = '', manager = this.dataSource.manager): Promise<Row> {
    const rows: Row[] = await manager.query(`SELECT ${COLUMNS} FROM reservations WHERE id = $1 ${lock}`, [this.checkedId(id)]);
    if (!rows[0]) throw new AppError('not_found');
    return rows[0];
  }

  private present(row: Row): AdminReservation {
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    return {
      id: row.id,
      email: row.email,
      gameshift_id: row.gameshift_id,
      is_verified: row.is_verified,
      is_reserved: row.is_reserved,
      verified_at: iso(row.verified_at),
      reserved_at: iso(row.reserved_at),
      created_at: new Date(row.created_at).toISOString(),
      status: reservationStatus(row, this.clock.now()),
    };
  }
}
