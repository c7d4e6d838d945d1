import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { type AdminIdentity, CurrentAdmin } from '../common/admin-identity';
import { RequiresRole } from '../common/roles.decorator';
import { AdminApiController, ListEndpoint, NotOffered } from '../common/admin-api/admin-api.decorator';
import { ListPage, type ListQuery } from '../common/admin-api/list-query';
import { ListQueryParam } from '../common/admin-api/list-query.decorator';
import { AppError } from '../common/app-error';
import { ErrorBodyDto } from '../common/error-body.dto';
import { CreateSuppressionDto, SuppressionDto } from './dto/suppression.dto';
import { SUPPRESSIONS_LIST, SuppressionsService } from './suppressions.service';
import { IdParamsDto } from '../common/path-params';

/**
 * The suppression list in the portal: operators and owners read it (it holds addresses, which the
 * viewer role does not see outside the reservation list); owners add `manual` entries and remove
 * `manual` and `bounced` ones.
 */
@AdminApiController()
export class AdminSuppressionsController {
  constructor(private readonly suppressions: SuppressionsService) {}

  @Get('suppressions')
  @ListEndpoint('suppressions', {
    row: SuppressionDto,
    summary: 'Addresses that get no announcements; filter.q searches the address, filter.reason by reason.',
  })
  list(@ListQueryParam(SUPPRESSIONS_LIST) page: ListQuery<typeof SUPPRESSIONS_LIST>): Promise<ListPage<SuppressionDto>> {
    return this.suppressions.list(page);
  }

  @Get('suppressions/:id')
  @RequiresRole('suppressions', 'read')
  @ApiOperation({ summary: 'One suppression (react-admin getOne)' })
  @ApiOkResponse({ type: SuppressionDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  one(@Param() { id }: IdParamsDto): Promise<SuppressionDto> {
    return this.suppressions.get(id);
  }

  @Post('suppressions')
  @RequiresRole('suppressions', 'write')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add an address by hand (reason manual)' })
  @ApiCreatedResponse({ type: SuppressionDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The address is already on the list' })
  create(@Body() { email }: CreateSuppressionDto, @CurrentAdmin() admin: AdminIdentity): Promise<SuppressionDto> {
    return this.suppressions.add(email, admin);
  }

  @Delete('suppressions/:id')
  @RequiresRole('suppressions', 'write')
  @ApiOperation({ summary: 'Remove a manual or bounced entry; the address gets announcements again' })
  @ApiOkResponse({ type: SuppressionDto, description: 'The entry as it was' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'An unsubscribe or complaint: only the person may lift it' })
  remove(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<SuppressionDto> {
    return this.suppressions.remove(id, admin);
  }

  @Put('suppressions/:id')
  @NotOffered('an entry is added or removed, never edited', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  replace(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, DELETE', refusal: 'read_only' });
  }

  @Patch('suppressions/:id')
  @NotOffered('an entry is added or removed, never edited', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  patch(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, DELETE', refusal: 'read_only' });
  }
}
