import { Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { AdminApiController, ListEndpoint, NotOffered } from '../common/admin-api/admin-api.decorator';
import { ListPage, type ListQuery } from '../common/admin-api/list-query';
import { ListQueryParam } from '../common/admin-api/list-query.decorator';
import { AppError } from '../common/app-error';
import { ErrorBodyDto } from '../common/error-body.dto';
import { AdminInsightsService, AUDIT_LIST, VIOLATIONS_LIST } from './admin-insights.service';
import { AuditEntryDto, ConfirmationFunnelDto, DashboardStatsDto, SecurityViolationDto } from './dto/admin-responses.dto';
import { RequiresRole } from '../common/roles.decorator';
import { IdParamsDto } from '../common/path-params';

@AdminApiController()
export class AdminController {
  constructor(private readonly insights: AdminInsightsService) {}

  @Get('stats')
  @RequiresRole('dashboard', 'read')
  @ApiOperation({ summary: 'Dashboard figures and sign-ups per day for the last 30 days' })
  @ApiOkResponse({ type: DashboardStatsDto })
  stats(): Promise<DashboardStatsDto> {
    return this.insights.stats();
  }

  @Get('stats/funnel')
  @RequiresRole('dashboard', 'read')
  @ApiOperation({ summary: 'Sign-ups, confirmations and the confirmation rate per day and per email provider, last 30 days' })
  @ApiOkResponse({ type: ConfirmationFunnelDto })
  funnel(): Promise<ConfirmationFunnelDto> {
    return this.insights.funnel();
  }

  @Get('violations')
  @ListEndpoint('violations', {
    row: SecurityViolationDto,
    summary: 'Bot-detection violations; filter.q searches address, type and user agent.',
  })
  violations(@ListQueryParam(VIOLATIONS_LIST) page: ListQuery<typeof VIOLATIONS_LIST>): Promise<ListPage<unknown>> {
    return this.insights.violations(page);
  }

  @Get('violations/:id')
  @RequiresRole('violations', 'read')
  @ApiOperation({ summary: 'One violation (react-admin getOne)' })
  @ApiOkResponse({ type: SecurityViolationDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  violation(@Param() { id }: IdParamsDto): Promise<unknown> {
    return this.insights.violation(id);
  }

  @Get('audit')
  @ListEndpoint('audit', {
    row: AuditEntryDto,
    summary: 'The audit trail; filter.q searches admin, action, target and the email or handle touched.',
  })
  audit(@ListQueryParam(AUDIT_LIST) page: ListQuery<typeof AUDIT_LIST>): Promise<ListPage<unknown>> {
    return this.insights.audit(page);
  }

  @Get('audit/:id')
  @RequiresRole('audit', 'read')
  @ApiOperation({ summary: 'One audit entry (react-admin getOne)' })
  @ApiOkResponse({ type: AuditEntryDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  auditEntry(@Param() { id }: IdParamsDto): Promise<unknown> {
    return this.insights.auditEntry(id);
  }

  /*
   * react-admin's create, update and updateMany. Violations and the audit trail are kept as
   * recorded. A clear 405 tells a developer wiring an edit form so, where a 404 would mislead.
   */
  @Post(['violations', 'audit'])
  @NotOffered('violations and audit entries are recorded by the app, not created through the API', 'collection')
  create(): never {
    throw new AppError('method_not_allowed', { allow: 'GET', refusal: 'read_only' });
  }

  @Put(['violations/:id', 'audit/:id'])
  @NotOffered('violations and audit entries are kept as recorded', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  replaceKept(): never {
    throw new AppError('method_not_allowed', { allow: 'GET', refusal: 'read_only' });
  }

  @Patch(['violations/:id', 'audit/:id'])
  @NotOffered('violations and audit entries are kept as recorded', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  patchKept(): never {
    throw new AppError('method_not_allowed', { allow: 'GET', refusal: 'read_only' });
  }

  @Delete(['violations/:id', 'audit/:id'])
  @NotOffered('violations and audit entries are kept as recorded', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  removeKept(): never {
    throw new AppError('method_not_allowed', { allow: 'GET', refusal: 'kept' });
  }
}
