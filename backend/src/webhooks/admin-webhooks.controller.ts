import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
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
import { CreateWebhookDto, UpdateWebhookDto, WebhookDeliveryDto, WebhookDto, WebhookWithSecretDto } from './dto/webhook.dto';
import { DELIVERIES_LIST, WEBHOOKS_LIST, WebhooksService } from './webhooks.service';
import { IdParamsDto } from '../common/path-params';

/**
 * Webhook endpoints and their deliveries in the portal, owners' only: an endpoint's secret signs
 * what the game trusts, and its URL decides where reservations' handles are sent.
 */
@AdminApiController()
export class AdminWebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get('webhooks')
  @ListEndpoint('webhooks', { row: WebhookDto, summary: 'Webhook endpoints; filter.enabled by state.' })
  list(@ListQueryParam(WEBHOOKS_LIST) page: ListQuery<typeof WEBHOOKS_LIST>): Promise<ListPage<WebhookDto>> {
    return this.webhooks.list(page);
  }

  @Get('webhooks/:id')
  @RequiresRole('webhooks', 'read')
  @ApiOperation({ summary: 'One webhook endpoint (react-admin getOne); never its secret' })
  @ApiOkResponse({ type: WebhookDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  one(@Param() { id }: IdParamsDto): Promise<WebhookDto> {
    return this.webhooks.get(id);
  }

  @Post('webhooks')
  @RequiresRole('webhooks', 'write')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add an endpoint; the answer carries its signing secret, shown this once' })
  @ApiCreatedResponse({ type: WebhookWithSecretDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A malformed body, or a URL that may not receive webhooks (field url)' })
  create(@Body() { url, events }: CreateWebhookDto, @CurrentAdmin() admin: AdminIdentity): Promise<WebhookWithSecretDto> {
    return this.webhooks.create(url, events, admin) as Promise<WebhookWithSecretDto>;
  }

  @Put('webhooks/:id')
  @RequiresRole('webhooks', 'write')
  @ApiOperation({ summary: 'Change the URL, the events, or enable and disable it; other fields of the record are ignored' })
  @ApiOkResponse({ type: WebhookDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  update(@Param() { id }: IdParamsDto, @Body() change: UpdateWebhookDto, @CurrentAdmin() admin: AdminIdentity): Promise<WebhookDto> {
    const { url, events, enabled } = change;
    return this.webhooks.update(id, { url, events, enabled }, admin);
  }

  @Delete('webhooks/:id')
  @RequiresRole('webhooks', 'write')
  @ApiOperation({ summary: 'Remove an endpoint, with its deliveries' })
  @ApiOkResponse({ type: WebhookDto, description: 'The endpoint as it was' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  remove(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<WebhookDto> {
    return this.webhooks.remove(id, admin);
  }

  @Patch('webhooks/:id')
  @NotOffered('an endpoint is changed with PUT', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  patch(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, PUT, DELETE', refusal: 'read_only' });
  }

  @Post('webhooks/:id/rotate')
  @RequiresRole('webhooks', 'write')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new signing secret, shown this once; for 24 hours deliveries carry signatures of both' })
  @ApiOkResponse({ type: WebhookWithSecretDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  rotate(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<WebhookWithSecretDto> {
    return this.webhooks.rotate(id, admin) as Promise<WebhookWithSecretDto>;
  }

  @Get('webhook-deliveries')
  @ListEndpoint('webhooks', {
    unit: 'webhook-deliveries',
    row: WebhookDeliveryDto,
    summary: "Deliveries with their attempts; filter.webhook_id for one endpoint's.",
  })
  deliveries(@ListQueryParam(DELIVERIES_LIST) page: ListQuery<typeof DELIVERIES_LIST>): Promise<ListPage<WebhookDeliveryDto>> {
    return this.webhooks.deliveries(page);
  }

  @Get('webhook-deliveries/:id')
  @RequiresRole('webhooks', 'read')
  @ApiOperation({ summary: 'One delivery with its attempts' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  delivery(@Param() { id }: IdParamsDto): Promise<WebhookDeliveryDto> {
    return this.webhooks.delivery(id);
  }

  @Post('webhook-deliveries/:id/redeliver')
  @RequiresRole('webhooks', 'write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a delivery again, same id and body, retried for another 24 hours' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Its endpoint is disabled' })
  redeliver(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<WebhookDeliveryDto> {
    return this.webhooks.redeliver(id, admin);
  }
}
