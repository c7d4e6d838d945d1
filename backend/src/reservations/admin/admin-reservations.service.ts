import { reservationStatus, VERIFICATION_TTL_MS, type AdminReservation } from '@gameshift/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, FindOptionsSelect, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../../audit';
import type { AdminIdentity } from '../../common/admin-identity';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { csvLine } from '../../common/admin-api/csv';
import { listFilter, listPage, ListQuery } from '../../common/admin-api/list-query';
import { returnedRows } from '../../database/returned-rows';
import { WebhooksService } from '../../webhooks';
import { ReservationLifecycle } from '../confirm/reservation-lifecycle.service';
import { Reservation } from '../reservation.entity';
import { holdReleasedHandle } from '../reserve/released-handles.queries';
import { reservationsCursor } from './export.queries';
import { RESERVATIONS_LIST } from './reservations-list';

/** What an admin sees of a reservation, and what the CSV export reads. */
const COLUMNS = [
  'id',
  'email',
  'email_canonical',
  'gameshift_id',
  'is_verified',
  'is_reserved',
  'verified_at',
  'reserved_at',
  'created_at',
  'source',
  'claimed_at',
] as const;

type Row = Pick<Reservation, (typeof COLUMNS)[number]>;
const ROW: FindOptionsSelect<Reservation> = Object.fromEntries(COLUMNS.map((column) => [column, true]));

/** The admin side of a reservation's life. Every id it is given is a UUID, checked at the edge (ReservationIdParamsDto, AdminOperationDto). */
@Injectable()
export class AdminReservationsService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Reservation) private readonly reservations: Repository<Reservation>,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly lifecycle: ReservationLifecycle,
    private readonly webhooks: WebhooksService,
  ) {}

  async list(query: ListQuery<typeof RESERVATIONS_LIST>): Promise<{ rows: AdminReservation[]; total: number }> {
    const builder = this.withStatus(this.reservations.createQueryBuilder('r').select(COLUMNS.map((column) => `r.${column}`)), query);
    const [rows, total] = await listPage(builder, query).getManyAndCount();
    return { rows: rows.map((r) => this.present(r)), total };
  }

  /** The status filter, a state computed from the flags and the link's age, and whether the game has claimed it. */
  private withStatus<T extends ObjectLiteral>(
    builder: SelectQueryBuilder<T>,
    query: ListQuery<typeof RESERVATIONS_LIST>,
  ): SelectQueryBuilder<T> {
    if (query.filter.claimed !== undefined) builder.andWhere(`r.claimed_at IS ${query.filter.claimed === 'yes' ? 'NOT ' : ''}NULL`);
    const status = query.filter.status;
    if (status === undefined) return builder;
    const expiry = new Date(this.clock.now().getTime() - VERIFICATION_TTL_MS);
    if (status === 'verified') return builder.andWhere('r.is_verified');
    if (status === 'pending') return builder.andWhere('NOT r.is_verified AND r.created_at >= :expiry', { expiry });
    return builder.andWhere('NOT r.is_verified AND r.created_at < :expiry', { expiry });
  }

  async get(id: string): Promise<AdminReservation> {
    return this.present(await this.find(id));
  }

  async remove(id: string, admin: AdminIdentity): Promise<AdminReservation> {
    return this.dataSource.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(Reservation)
        .where({ id })
        .returning([...COLUMNS])
        .execute();
      const [row] = returnedRows<Row>(result);
      if (!row) throw new AppError('not_found');
      // The game has handed this handle to a player: deleting the reservation never frees it.
      if (row.claimed_at) await holdReleasedHandle(manager, row.gameshift_id, { forever: true, holdDays: 0, now: this.clock.now() });
      await this.webhooks.emit(manager, 'reservation.deleted', row);
      await this.audit.record(admin, 'reservation.delete', id, { email: row.email, gameshift_id: row.gameshift_id }, manager);
      return this.present(row);
    });
  }

  /** Manual verification keeps the one-owner-per-handle rule: the database refuses a second owner. */
  async verify(id: string, admin: AdminIdentity): Promise<AdminReservation> {
    return this.dataSource.transaction(async (manager) => {
      const current = await this.find(id, manager);
      if (!(await this.lifecycle.confirm(manager, current.id, this.clock.now()))) throw new AppError('already_verified');
      await this.audit.record(admin, 'reservation.verify', id, { email: current.email, gameshift_id: current.gameshift_id }, manager);
      return this.present(await this.find(id, manager));
    });
  }

  async resend(id: string, admin: AdminIdentity): Promise<AdminReservation> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.find(id, manager, 'pessimistic_write');
      if (row.is_verified) throw new AppError('already_verified');
      await this.lifecycle.sendAnotherLink(manager, row.id, this.clock.now());
      await this.audit.record(admin, 'reservation.resend', id, { email: row.email, gameshift_id: row.gameshift_id }, manager);
      return this.present(row);
    });
  }

  /**
   * The reservations the list shows under the same filters (search, status, columns), every page of
   * them, oldest first, as CSV, read through a cursor so memory stays flat however many rows there are.
   */
  async *exportCsv(admin: AdminIdentity, query: ListQuery<typeof RESERVATIONS_LIST>): AsyncGenerator<string> {
    await this.audit.record(admin, 'reservations.export', null, exportedFilter(query));
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      const builder = this.reservations.createQueryBuilder('r').select('r.id', 'id');
      for (const column of COLUMNS.slice(1)) builder.addSelect(`r.${column}`, column);
      const selected = listFilter(this.withStatus(builder, query), query).orderBy('r.created_at', 'ASC').addOrderBy('r.id', 'ASC');
      const nextPage = await reservationsCursor<Row>(runner.manager, selected.getQueryAndParameters(), 2000);
      yield csvLine([
        'id',
        'email',
        'gameshift_id',
        'status',
        'is_verified',
        'is_reserved',
        'verified_at',
        'reserved_at',
        'created_at',
        'source',
      ]);
      for (;;) {
        const rows = await nextPage();
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
              r.source,
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

  private async find(id: string, manager = this.dataSource.manager, lock?: 'pessimistic_write'): Promise<Row> {
    const row = await manager.findOne(Reservation, {
      select: ROW,
      where: { id },
      ...(lock && { lock: { mode: lock } }),
    });
    if (!row) throw new AppError('not_found');
    return row;
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
      source: row.source,
      claimed_at: iso(row.claimed_at),
    };
  }
}

/** The filters an export was made under, for the audit trail; null when it held every reservation. */
function exportedFilter(query: ListQuery<typeof RESERVATIONS_LIST>): Record<string, unknown> | undefined {
  const filter: Record<string, unknown> = { ...query.filter, ...(query.search && { q: query.search.text }) };
  for (const { column, values } of query.fields) filter[column] = values;
  return Object.keys(filter).length > 0 ? { filter } : undefined;
}
