import { Delete, Get, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { type AdminIdentity, CurrentAdmin } from '../../common/admin-identity';
import { AdminApiController, ListEndpoint, NotOffered } from '../../common/admin-api/admin-api.decorator';
import { ListPage, type ListQuery } from '../../common/admin-api/list-query';
import { LIST_ERROR, ListQueryParam } from '../../common/admin-api/list-query.decorator';
import { AppError } from '../../common/app-error';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { AdminReservationsService } from './admin-reservations.service';
import { AdminReservationDto, ReservationIdParamsDto } from './dto/admin-reservation.dto';
import { RESERVATIONS_LIST } from './reservations-list';
import { RequiresRole } from '../../common/roles.decorator';

/** The admin side of the reservation lifecycle: list, look up, verify by hand, resend, delete, export. */
@AdminApiController()
export class AdminReservationsController {
  constructor(private readonly reservations: AdminReservationsService) {}

  @Get('reservations')
  @ListEndpoint('reservations', {
    row: AdminReservationDto,
    summary:
      'Reservations; filter.q searches email and handle, filter.status by state, filter.claimed (yes or no) by whether the game claimed it.',
  })
  list(@ListQueryParam(RESERVATIONS_LIST) page: ListQuery<typeof RESERVATIONS_LIST>): Promise<ListPage<AdminReservationDto>> {
    return this.reservations.list(page);
  }

  @Get('reservations/export.csv')
  @RequiresRole('reservations', 'export')
  @ApiOperation({
    summary:
      'The reservations the list shows under the same filter (every page, oldest first) as CSV, streamed; sort and range are ignored',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'id, email, handle, status, flags, times and source; one row per reservation' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: LIST_ERROR })
  export(
    @CurrentAdmin() admin: AdminIdentity,
    @ListQueryParam(RESERVATIONS_LIST) query: ListQuery<typeof RESERVATIONS_LIST>,
    @Res() reply: FastifyReply,
  ): void {
    void reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="reservations.csv"')
      .header('Cache-Control', 'no-store')
      .send(Readable.from(this.reservations.exportCsv(admin, query)));
  }

  @Get('reservations/:id')
  @RequiresRole('reservations', 'read')
  @ApiOperation({ summary: 'One reservation (react-admin getOne)' })
  @ApiOkResponse({ type: AdminReservationDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  one(@Param() { id }: ReservationIdParamsDto): Promise<AdminReservationDto> {
    return this.reservations.get(id);
  }

  @Delete('reservations/:id')
  @RequiresRole('reservations', 'act')
  @ApiOperation({ summary: 'Delete a reservation and answer it (react-admin delete; deleteMany sends one per id)' })
  @ApiOkResponse({ type: AdminReservationDto, description: 'The reservation as it was' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  remove(@Param() { id }: ReservationIdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AdminReservationDto> {
    return this.reservations.remove(id, admin);
  }

  @Post('reservations/:id/verify')
  @RequiresRole('reservations', 'act')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify by hand; refused when another reservation owns the handle' })
  @ApiOkResponse({ type: AdminReservationDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Already verified, or the handle or email is held by another reservation' })
  verify(@Param() { id }: ReservationIdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AdminReservationDto> {
    return this.reservations.verify(id, admin);
  }

  @Post('reservations/:id/resend')
  @RequiresRole('reservations', 'act')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a fresh verification link to an unverified reservation' })
  @ApiOkResponse({ type: AdminReservationDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Already verified' })
  resend(@Param() { id }: ReservationIdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AdminReservationDto> {
    return this.reservations.resend(id, admin);
  }

  /*
   * react-admin's create, update and updateMany. A reservation changes only through verify, resend
   * and delete; a clear 405 tells a developer wiring an edit form so, where a 404 would mislead.
   */
  @Post('reservations')
  @NotOffered('reservations are made by visitors, not through the admin API', 'collection')
  create(): never {
    throw new AppError('method_not_allowed', { allow: 'GET', refusal: 'read_only' });
  }

  @Put('reservations/:id')
  @NotOffered('reservations change through verify, resend and delete', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  replaceReservation(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, DELETE', refusal: 'read_only' });
  }

  @Patch('reservations/:id')
  @NotOffered('reservations change through verify, resend and delete', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  patchReservation(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, DELETE', refusal: 'read_only' });
  }
}
