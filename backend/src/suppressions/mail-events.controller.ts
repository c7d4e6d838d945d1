import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { ThrottleGroup } from '../limits';
import { MailEventDto, MailEventResultDto } from './dto/mail-event.dto';
import { MAIL_EVENTS_SIGNATURE_HEADER, MAIL_EVENTS_TIMESTAMP_HEADER, signedReceipt } from './mail-event-signature';
import { MailEventsGuard } from './mail-events.guard';
import { SuppressionsService } from './suppressions.service';

/** Bounces and complaints from the mail provider, signed with MAIL_EVENTS_SECRET, feeding the suppression list. */
@ApiTags('mail events')
@Public()
@Controller('api/mail-events')
export class MailEventsController {
  constructor(private readonly suppressions: SuppressionsService) {}

  @Post()
  @HttpCode(200)
  @ThrottleGroup('mailEvents')
  @UseGuards(MailEventsGuard)
  @ApiOperation({
    summary: 'Record a bounce or complaint: a complaint or hard bounce suppresses at once, a soft bounce on its third within 30 days',
  })
  @ApiHeader({ name: MAIL_EVENTS_TIMESTAMP_HEADER, required: true, description: 'Unix seconds, within 5 minutes of ours' })
  @ApiHeader({ name: MAIL_EVENTS_SIGNATURE_HEADER, required: true, description: 'sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">' })
  @ApiOkResponse({
    type: MailEventResultDto,
    description: 'Recorded; or a copy of an event taken before (the same signature), which changes nothing and says `repeated`',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'A missing or wrong signature, or a timestamp more than 5 minutes off' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'MAIL_EVENTS_SECRET is not set: the route is off' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'More than 6000 events a minute from one client; Retry-After says when to try again',
  })
  async record(@Body() event: MailEventDto, @Req() request: FastifyRequest): Promise<MailEventResultDto> {
    // The guard let through only headers that sign this body.
    const receipt = signedReceipt({
      timestamp: String(request.headers[MAIL_EVENTS_TIMESTAMP_HEADER]),
      signature: String(request.headers[MAIL_EVENTS_SIGNATURE_HEADER]),
    });
    const { suppressed, repeated } = await this.suppressions.recordMailEvent(event, receipt);
    return repeated ? { suppressed, repeated } : { suppressed };
  }
}
