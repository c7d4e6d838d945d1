import type { HandleAvailability, ReservationCreatedResponse } from '@gameshift/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { Public } from '../common/public.decorator';
import { ThrottleGroup } from '../common/throttle';
import { ClaimsService } from './claims.service';
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
  @ThrottleGroup('reserve')
  @ApiOperation({ summary: 'Reserve a handle: creates a pending reservation and emails its confirmation link' })
  reserve(@Body() body: unknown, @Req() request: FastifyRequest): Promise<ReservationCreatedResponse> {
    const userAgent = request.headers['user-agent'];
    return this.reservations.reserve(body, { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined });
  }

  @Get('handles/:handle')
  @ApiOperation({ summary: 'Whether a handle can be reserved, with free alternatives when it cannot' })
  availability(@Param('handle') handle: string): Promise<HandleAvailability> {
    return this.claims.availability(handle);
  }
}
