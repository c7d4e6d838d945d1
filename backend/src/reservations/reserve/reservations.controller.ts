import type { Messages } from '@gameshift/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { Admitted } from '../../admission';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { Public } from '../../common/public.decorator';
import { RequestMessages } from '../../common/request-messages.decorator';
import { ThrottleGroup } from '../../limits';
import { ClaimsService } from './claims.service';
import { HandleAvailabilityDto, HandleParamsDto, ReservationCreatedDto } from './dto/reservation-responses.dto';
import { ValidateReservationDto } from './dto/validate-reservation.dto';
import { ReservationsService } from './reservations.service';

@ApiTags('reservations')
@Public()
@Controller('api')
export class ReservationsController {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly claims: ClaimsService,
  ) {}

  @Post('validate-reservation')
  @HttpCode(201)
  @Admitted()
  @ThrottleGroup('reserve')
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'Busy: try the same request again after Retry-After; nothing was spent',
  })
  @ApiOperation({ summary: 'Reserve a handle: creates a pending reservation and emails its confirmation link' })
  @ApiBody({ type: ValidateReservationDto })
  @ApiCreatedResponse({
    type: ReservationCreatedDto,
    description: 'Pending; also the answer to a filled trap field, which creates nothing',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Invalid input, or an email domain that cannot receive mail; field names it' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'Missing, spent or expired human token' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Handle or email already claimed; field names which' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description:
      'Rate limited (resetTime, Retry-After), too many unconfirmed reservations, or too many sign-ups from the email domain (field: email)',
  })
  reserve(
    @Body() body: ValidateReservationDto,
    @Req() request: FastifyRequest,
    @RequestMessages() messages: Messages,
  ): Promise<ReservationCreatedDto> {
    const userAgent = request.headers['user-agent'];
    return this.reservations.reserve(body, { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined }, messages);
  }

  @Get('handles/:handle')
  @ApiOperation({ summary: 'Whether a handle can be reserved, with free alternatives when it cannot' })
  @ApiOkResponse({ type: HandleAvailabilityDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  availability(@Param() params: HandleParamsDto, @RequestMessages() messages: Messages): Promise<HandleAvailabilityDto> {
    return this.claims.availability(params.handle, messages);
  }
}
