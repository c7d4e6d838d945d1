import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { type AdminIdentity, CurrentAdmin } from '../common/admin-identity';
import { RequiresRole } from '../common/roles.decorator';
import { AdminApiController, ListEndpoint, NotOffered } from '../common/admin-api/admin-api.decorator';
import { ListPage, type ListQuery } from '../common/admin-api/list-query';
import { ListQueryParam } from '../common/admin-api/list-query.decorator';
import { AppError } from '../common/app-error';
import { ErrorBodyDto } from '../common/error-body.dto';
import { API_KEYS_LIST, ApiKeysService } from './api-keys.service';
import { ApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from './dto/api-key.dto';
import { IdParamsDto } from '../common/path-params';

/** The keys the game's services use, owners' alone: a key reads every reservation's address. */
@AdminApiController()
export class AdminApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get('api-keys')
  @ListEndpoint('api-keys', { row: ApiKeyDto, summary: 'API keys, never the keys themselves; filter.q searches the name.' })
  list(@ListQueryParam(API_KEYS_LIST) page: ListQuery<typeof API_KEYS_LIST>): Promise<ListPage<ApiKeyDto>> {
    return this.keys.list(page);
  }

  @Get('api-keys/:id')
  @RequiresRole('api-keys', 'read')
  @ApiOperation({ summary: 'One API key (react-admin getOne), never the key itself' })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  one(@Param() { id }: IdParamsDto): Promise<ApiKeyDto> {
    return this.keys.get(id);
  }

  @Post('api-keys')
  @RequiresRole('api-keys', 'write')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a key with its scopes; the answer is the only time the key is shown' })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  create(@Body() { name, scopes }: CreateApiKeyDto, @CurrentAdmin() admin: AdminIdentity): Promise<CreatedApiKeyDto> {
    return this.keys.create(name, scopes, admin);
  }

  @Delete('api-keys/:id')
  @RequiresRole('api-keys', 'write')
  @ApiOperation({ summary: 'Revoke a key: every request with it is refused from now on' })
  @ApiOkResponse({ type: ApiKeyDto, description: 'The key as it was' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  remove(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<ApiKeyDto> {
    return this.keys.revoke(id, admin);
  }

  @Put('api-keys/:id')
  @NotOffered('a key is created or revoked, never edited', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  replace(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, DELETE', refusal: 'read_only' });
  }

  @Patch('api-keys/:id')
  @NotOffered('a key is created or revoked, never edited', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  patch(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, DELETE', refusal: 'read_only' });
  }
}
