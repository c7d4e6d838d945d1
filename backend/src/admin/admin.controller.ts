import { ADMIN_OPERATIONS, type AdminOperationResponse, type AdminReservation, type ConfirmationFunnel } from '@gameshift/contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { AdminIdentity, CurrentAdmin } from '../auth/admin-identity';
import { AppError } from '../common/app-error';
import { AdminInsightsService, AUDIT_LIST, DashboardStats, VIOLATIONS_LIST } from './admin-insights.service';
import { AdminReservationsService, RESERVATIONS_LIST } from './admin-reservations.service';
import { contentRange, parseListQuery } from './list-query';
import { NoStoreInterceptor } from './no-store.interceptor';

const LIST_SUMMARY =
  'react-admin simple REST: sort=["field","ASC|DESC"], range=[first,last] (at most 1,000 rows), filter={"q":…, "<field>":value|[values], "id":[ids]}';

@ApiTags('admin')
@ApiBearerAuth()
@UseInterceptors(NoStoreInterceptor)
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

  @Get('stats/funnel')
  @ApiOperation({ summary: 'Sign-ups, confirmations and the confirmation rate per day and per email provider, last 30 days' })
  funnel(): Promise<ConfirmationFunnel> {
    return this.insights.funnel();
  }

  @Get('reservations')
  @ApiOperation({ summary: `Reservations; filter.q searches email and handle, filter.status by state. ${LIST_SUMMARY}` })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminReservation[]> {
    const page = parseListQuery(query, RESERVATIONS_LIST);
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
  @ApiOperation({ summary: 'One reservation (react-admin getOne)' })
  one(@Param('id') id: string): Promise<AdminReservation> {
    return this.reservations.get(id);
  }

  @Delete('reservations/:id')
  @ApiOperation({ summary: 'Delete a reservation and answer it (react-admin delete; deleteMany sends one per id)' })
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
  @ApiOperation({ summary: `Bot-detection violations; filter.q searches address, type and user agent. ${LIST_SUMMARY}` })
  async violations(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<unknown[]> {
    const page = parseListQuery(query, VIOLATIONS_LIST);
    const { rows, total } = await this.insights.violations(page);
    void reply.header('Content-Range', contentRange('violations', page.offset, rows.length, total));
    return rows;
  }

  @Get('violations/:id')
  violation(@Param('id') id: string): Promise<unknown> {
    return this.insights.violation(id);
  }

  @Get('audit')
  @ApiOperation({ summary: `The audit trail; filter.q searches admin, action, target and the email or handle touched. ${LIST_SUMMARY}` })
  async audit(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<unknown[]> {
    const page = parseListQuery(query, AUDIT_LIST);
    const { rows, total } = await this.insights.audit(page);
    void reply.header('Content-Range', contentRange('audit', page.offset, rows.length, total));
    return rows;
  }

  @Get('audit/:id')
  auditEntry(@Param('id') id: string): Promise<unknown> {
    return this.insights.auditEntry(id);
  }

  /*
   * react-admin's create, update and updateMany. No admin record is edited as such: a reservation
   * changes only through verify, resend and delete, and violations and the audit trail are kept as
   * recorded. A clear 405 tells a developer wiring an edit form so, where a 404 would mislead.
   */
  @Post(['reservations', 'violations', 'audit'])
  @ApiOperation({ summary: 'Not offered (405): admin records are not created through the API' })
  @ApiResponse({ status: 405, description: 'Allow names the methods the collection answers' })
  create(): never {
    throw new AppError('method_not_allowed', { allow: 'GET', refusal: 'read_only' });
  }

  @Put('reservations/:id')
  @ApiOperation({ summary: 'Not offered (405): reservations change through verify, resend and delete' })
  @ApiResponse({ status: 405, description: 'Allow names the methods the record answers' })
  replaceReservation(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, DELETE', refusal: 'read_only' });
  }

  @Patch('reservations/:id')
  @ApiOperation({ summary: 'Not offered (405): reservations change through verify, resend and delete' })
  @ApiResponse({ status: 405, description: 'Allow names the methods the record answers' })
  patchReservation(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, DELETE', refusal: 'read_only' });
  }

  @Put(['violations/:id', 'audit/:id'])
  @ApiOperation({ summary: 'Not offered (405): violations and audit entries are kept as recorded' })
  @ApiResponse({ status: 405, description: 'Allow names the methods the record answers' })
  replaceKept(): never {
    throw new AppError('method_not_allowed', { allow: 'GET', refusal: 'read_only' });
  }

  @Patch(['violations/:id', 'audit/:id'])
  @ApiOperation({ summary: 'Not offered (405): violations and audit entries are kept as recorded' })
  @ApiResponse({ status: 405, description: 'Allow names the methods the record answers' })
  patchKept(): never {
    throw new AppError('method_not_allowed', { allow: 'GET', refusal: 'read_only' });
  }

  @Delete(['violations/:id', 'audit/:id'])
  @ApiOperation({ summary: 'Not offered (405): violations and audit entries are kept as recorded' })
  @ApiResponse({ status: 405, description: 'Allow names the methods the record answers' })
  removeKept(): never {
    throw new AppError('method_not_allowed', { allow: 'GET', refusal: 'kept' });
  }
}

/** The old client's single endpoint, kept so it keeps working. */
@ApiTags('admin')
@ApiBearerAuth()
@UseInterceptors(NoStoreInterceptor)
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
      throw new AppError('invalid_operation');
    }
    if (operation === 'RESEND_VERIFICATION') await this.reservations.resend(id, admin);
    else if (operation === 'MANUAL_VERIFY') await this.reservations.verify(id, admin);
    else await this.reservations.remove(id, admin);
    return { success: true };
  }
}
