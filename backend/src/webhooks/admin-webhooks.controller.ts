import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { AdminIdentity, CurrentAdmin } from '../auth/admin-identity';
import { RequiresRole } from '../auth/roles.decorator';
import { AdminApiController, NotOffered } from '../common/admin-api/admin-api.decorator';
import { contentRange, ListQuery } from '../common/admin-api/list-query';
import { CONTENT_RANGE, LIST_ERROR, LIST_SUMMARY, ListQueryParam } from '../common/admin-api/list-query.decorator';
import { AppError } from '../common/app-error';
import { ErrorBodyDto } from '../common/error-body.dto';
import {
  CreateWebhookDto,
  UpdateWebhookDto,
  WebhookDeliveryDto,
  WebhookDto,
  WebhookIdParamsDto,
  WebhookWithSecretDto,
} from './dto/webhook.dto';
import { DELIVERIES_LIST, WEBHOOKS_LIST, WebhooksService } from './webhooks.service';

/**
 * Webhook endpoints and their deliveries in the portal, owners' only: an endpoint's secret signs
 * what the game trusts, and its URL decides where reservations' handles are sent.
 */
@AdminApiController()
export class AdminWebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get('webhooks')
  @RequiresRole('webhooks', 'read')
  @ApiOperation({ summary: `Webhook endpoints; filter.enabled by state. ${LIST_SUMMARY}` })
  @ApiOkResponse({ type: [WebhookDto], description: CONTENT_RANGE })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: LIST_ERROR })
  async list(
    @ListQueryParam(WEBHOOKS_LIST) page: ListQuery<typeof WEBHOOKS_LIST>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookDto[]> {
    const { rows, total } = await this.webhooks.list(page);
    void reply.header('Content-Range', contentRange('webhooks', page.offset, rows.length, total));
    return rows;
  }

  @Get('webhooks/:id')
  @RequiresRole('webhooks', 'read')
  @ApiOperation({ summary: 'One webhook endpoint (react-admin getOne); never its secret' })
  @ApiOkResponse({ type: WebhookDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  one(@Param() { id }: WebhookIdParamsDto): Promise<WebhookDto> {
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
  update(@Param() { id }: WebhookIdParamsDto, @Body() change: UpdateWebhookDto, @CurrentAdmin() admin: AdminIdentity): Promise<WebhookDto> {
    const { url, events, enabled } = change;
    return this.webhooks.update(id, { url, events, enabled }, admin);
  }

  @Delete('webhooks/:id')
  @RequiresRole('webhooks', 'write')
  @ApiOperation({ summary: 'Remove an endpoint, with its deliveries' })
  @ApiOkResponse({ type: WebhookDto, description: 'The endpoint as it was' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  remove(@Param() { id }: WebhookIdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<WebhookDto> {
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
  rotate(@Param() { id }: WebhookIdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<WebhookWithSecretDto> {
    return this.webhooks.rotate(id, admin) as Promise<WebhookWithSecretDto>;
  }

  @Get('webhook-deliveries')
  @RequiresRole('webhooks', 'read')
  @ApiOperation({ summary: `Deliveries with their attempts; filter.webhook_id for one endpoint's. ${LIST_SUMMARY}` })
  @ApiOkResponse({ type: [WebhookDeliveryDto], description: CONTENT_RANGE })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: LIST_ERROR })
  async deliveries(
    @ListQueryParam(DELIVERIES_LIST) page: ListQuery<typeof DELIVERIES_LIST>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookDeliveryDto[]> {
    const { rows, total } = await this.webhooks.deliveries(page);
    void reply.header('Content-Range', contentRange('webhook-deliveries', page.offset, rows.length, total));
    return rows;
  }

  @Get('webhook-deliveries/:id')
  @RequiresRole('webhooks', 'read')
  @ApiOperation({ summary: 'One delivery with its attempts' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  delivery(@Param() { id }: WebhookIdParamsDto): Promise<WebhookDeliveryDto> {
    return this.webhooks.delivery(id);
  }

  @Post('webhook-deliveries/:id/redeliver')
  @RequiresRole('webhooks', 'write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a delivery again, same id and body, retried for another 24 hours' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Its endpoint is disabled' })
  redeliver(@Param() { id }: WebhookIdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<WebhookDeliveryDto> {
    return this.webhooks.redeliver(id, admin);
  }
}
