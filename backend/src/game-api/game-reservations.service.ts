import { USER_ID, type GameReservation, type GameReservationPage } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CursorCodec } from './cursor';
import { GameReservationRow, reservationByHandle, reservationsPage } from './game-api.queries';

function present(row: GameReservationRow): GameReservation {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: row.id,
    handle: row.handle,
    email: row.email,
    status: row.is_verified ? 'confirmed' : 'pending',
    created_at: new Date(row.created_at).toISOString(),
    confirmed_at: iso(row.verified_at),
    claimed_at: iso(row.claimed_at),
  };
}

/** What the game reads of the reservations: read-only, straight from the table. */
@Injectable()
export class GameReservationsService {
  private readonly cursors: CursorCodec;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cursors = new CursorCodec(config.auth.jwtSecret);
  }

  async page(status: 'confirmed' | 'pending' | 'all', limit: number, after: string | undefined): Promise<GameReservationPage> {
    const position = after === undefined ? null : this.cursors.decode(after);
    if (after !== undefined && !position)
      throw new AppError('invalid_body', { body: { problem: 'shape', sentence: 'gameCursorInvalid' }, field: 'after' });
    const rows = await reservationsPage(this.dataSource.manager, status, position, limit);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      data: page.map(present),
      next_cursor: rows.length > limit ? this.cursors.encode({ createdMicros: last.created_micros, id: last.id }) : null,
    };
  }

  async byHandle(handle: string): Promise<GameReservation> {
    const row = handle.length <= USER_ID.max ? await reservationByHandle(this.dataSource.manager, handle) : null;
    if (!row) throw new AppError('not_found');
    return present(row);
  }
}
