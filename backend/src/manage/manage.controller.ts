import type { Messages } from '@gameshift/contracts';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Admitted } from '../admission';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { RequestMessages } from '../common/request-messages.decorator';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { requestClientKey } from '../limits';
import {
  AnnouncementsResultDto,
  EraseDto,
  EraseLinkResultDto,
  EraseRequestResultDto,
  EraseTokenParamsDto,
  ErasureResultDto,
  ManageAnnouncementsDto,
  ManagedReservationDto,
  ManageRequestDto,
  ManageRequestResultDto,
  ManageTokenParamsDto,
} from './dto/manage.dto';
import { ManageService } from './manage.service';

/** A person's own data, from a mailed link: see it, download it, stop announcements, erase it after a mailed confirmation. */
@ApiTags('manage')
@Public()
@Admitted()
@ApiServiceUnavailableResponse({
  type: ErrorBodyDto,
  description: 'Busy: try the same request again after Retry-After; nothing was changed',
})
@Controller('api/manage')
export class ManageController {
  constructor(
    private readonly manage: ManageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // The route's own limits (ManageMailLimits) stand in for the site's default: the client's answers 429, the address's answers like a success.
  @Post('request')
  @HttpCode(202)
  @SkipThrottle()
  @ApiOperation({ summary: 'Mail a manage link to the address’s reservation; the same answer whether or not it has one, limited or not' })
  @ApiBody({ type: ManageRequestDto })
  @ApiAcceptedResponse({ type: ManageRequestResultDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Not an email address' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'The client asked too often; Retry-After says when to try again' })
  request(
    @Body() body: ManageRequestDto,
    @Req() request: FastifyRequest,
    @RequestMessages() messages: Messages,
  ): Promise<ManageRequestResultDto> {
    return this.manage.requestLink(body.email, requestClientKey(request, this.config), messages);
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOperation({ summary: 'Erase the reservation with the token of the mailed deletion link (single use, 1 h)' })
  @ApiBody({ type: EraseDto })
  @ApiOkResponse({
    type: ErasureResultDto,
    description: 'Erased: the address and every copy of it are gone; the answer says what is kept (the handle’s hold, a suppression hash)',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'An unknown, used or expired deletion link' })
  erase(@Body() body: EraseDto): Promise<ErasureResultDto> {
    return this.manage.erase(body.token);
  }

  @Get('erase/:token')
  @ApiOperation({
    summary: 'Whether a mailed deletion link still works, and the handle it names; read only: opening the link spends nothing',
  })
  @ApiOkResponse({ type: EraseLinkResultDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'An unknown, used or expired deletion link, or an erased reservation' })
  checkErase(@Param() { token }: EraseTokenParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<EraseLinkResultDto> {
    void reply.header('Cache-Control', 'no-store');
    return this.manage.checkErase(token);
  }

  @Get(':token')
  @ApiOperation({ summary: 'The reservation of a manage link' })
  @ApiOkResponse({ type: ManagedReservationDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'An unknown or expired link, or an erased reservation' })
  view(@Param() { token }: ManageTokenParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ManagedReservationDto> {
    void reply.header('Cache-Control', 'no-store');
    return this.manage.view(token);
  }

  @Get(':token/export')
  @ApiOperation({ summary: 'Everything stored about the reservation, as a JSON file to download, indented for a reader' })
  @ApiProduces('application/json')
  @ApiOkResponse({
    description: 'Content-Disposition: attachment; the row, attribution, consent, mails sent (kind and time), suppression, claim state',
    schema: {
      type: 'object',
      required: ['exported_at', 'reservation', 'attribution', 'consent', 'mails', 'suppression', 'claim'],
      properties: {
        exported_at: { type: 'string', format: 'date-time' },
        reservation: { type: 'object' },
        attribution: { type: 'object' },
        consent: { type: 'object', nullable: true },
        mails: { type: 'array', items: { type: 'object' } },
        suppression: { type: 'object', nullable: true },
        claim: { type: 'object' },
      },
    },
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'An unknown or expired link, or an erased reservation' })
  async exportData(@Param() { token }: ManageTokenParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const data = await this.manage.exportData(token);
    void reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Disposition',
        `attachment; filename="${this.config.productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-my-data.json"`,
      );
    // A person opens the file too: one field a line, indented, rather than one long line.
    return `${JSON.stringify(data, null, 2)}\n`;
  }

  @Post(':token/announcements')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop announcements, or start them again (lifting the person’s own unsubscribe or complaint)' })
  @ApiBody({ type: ManageAnnouncementsDto })
  @ApiOkResponse({ type: AnnouncementsResultDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  setAnnouncements(@Param() { token }: ManageTokenParamsDto, @Body() body: ManageAnnouncementsDto): Promise<AnnouncementsResultDto> {
    return this.manage.setAnnouncements(token, body.subscribed);
  }

  @Delete(':token')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Ask to erase: mails a single-use link (/manage/erase/<token>, 1 h) that confirms it, one per 10 minutes; the same answer within them',
  })
  @ApiAcceptedResponse({ type: EraseRequestResultDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  requestErase(@Param() { token }: ManageTokenParamsDto, @RequestMessages() messages: Messages): Promise<EraseRequestResultDto> {
    return this.manage.requestErase(token, messages);
  }
}
