import { ADMIN_OPERATIONS, type AdminOperationResponse, type AdminReservation } from '@gameshift/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { AdminIdentity, CurrentAdmin } from '../auth/admin-identity';
import { AppError } from '../common/app-error';
import { AdminInsightsService, AUDIT_SORTABLE, DashboardStats, VIOLATION_SORTABLE } from './admin-insights.service';
import { AdminReservationsService, RESERVATION_SORTABLE } from './admin-reservations.service';
import { contentRange, parseListQuery } from './list-query';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly reservations: AdminReservationsService,
    private readonly insights: AdminInsightsService,
  ) {}

  @Get('stats')
  @ApiOperation({ summary: 'Dashboard figures and sign-ups per day for the last 30 days' })
  stats(): Promise<DashboardStats> {
    return this.insights.stats();
  }

  @Get('reservations')
  @ApiOperation({ summary: 'Reservations, paged and sorted; filter.q searches email and handle, filter.status by state' })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminReservation[]> {
    const page = parseListQuery(query, RESERVATION_SORTABLE, 'created_at');
    const { rows, total } = await this.reservations.list(page);
    void reply.header('Content-Range', contentRange('reservations', page.offset, rows.length, total));
    return rows;
  }

  @Get('reservations/export.csv')
  @ApiOperation({ summary: 'Every reservation as CSV, streamed' })
  export(@CurrentAdmin() admin: AdminIdentity, @Res() reply: FastifyReply): void {
    void reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="reservations.csv"')
      .header('Cache-Control', 'no-store')
      .send(Readable.from(this.reservations.exportCsv(admin)));
  }

  @Get('reservations/:id')
  one(@Param('id') id: string): Promise<AdminReservation> {
    return this.reservations.get(id);
  }

  @Delete('reservations/:id')
  remove(@Param('id') id: string, @CurrentAdmin() admin: AdminIdentity): Promise<AdminReservation> {
    return this.reservations.remove(id, admin);
  }

  @Post('reservations/:id/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify by hand; refused when another reservation owns the handle' })
  verify(@Param('id') id: string, @CurrentAdmin() admin: AdminIdentity): Promise<AdminReservation> {
    return this.reservations.verify(id, admin);
  }

  @Post('reservations/:id/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a fresh verification link to an unverified reservation' })
  resend(@Param('id') id: string, @CurrentAdmin() admin: AdminIdentity): Promise<AdminReservation> {
    return this.reservations.resend(id, admin);
  }

  @Get('violations')
  async violations(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<unknown[]> {
    const page = parseListQuery(query, VIOLATION_SORTABLE, 'created_at');
    const { rows, total } = await this.insights.violations(page);
    void reply.header('Content-Range', contentRange('violations', page.offset, rows.length, total));
    return rows;
  }

  @Get('audit')
  async audit(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<unknown[]> {
    const page = parseListQuery(query, AUDIT_SORTABLE, 'created_at');
    const { rows, total } = await this.insights.audit(page);
    void reply.header('Content-Range', contentRange('audit', page.offset, rows.length, total));
    return rows;
  }
}

/** The old client's single endpoint, kept so it keeps working. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('api')
export class AdminOperationsController {
  constructor(private readonly reservations: AdminReservationsService) {}

  @Post('admin-operations')
  @HttpCode(200)
  @ApiOperation({ summary: 'RESEND_VERIFICATION, MANUAL_VERIFY or DELETE_RESERVATION for data.reservationId' })
  async run(@Body() body: unknown, @CurrentAdmin() admin: AdminIdentity): Promise<AdminOperationResponse> {
    const { operation, data } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const id = (data as { reservationId?: unknown } | undefined)?.reservationId;
    if (!ADMIN_OPERATIONS.includes(operation as never) || typeof id !== 'string') {
      throw new AppError('invalid_body', { detail: `operation must be one of ${ADMIN_OPERATIONS.join(', ')} with data.reservationId` });
    }
    if (operation === 'RESEND_VERIFICATION') await this.reservations.resend(id, admin);
    else if (operation === 'MANUAL_VERIFY') await this.reservations.verify(id, admin);
    else await this.reservations.remove(id, admin);
    return { success: true };
  }
}
