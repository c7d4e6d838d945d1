import type { ResendResponse, VerifyResponse } from '@gameshift/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { ThrottleGroup } from '../common/throttle';
import { VerificationService } from './verification.service';

@ApiTags('verification')
@Public()
@Controller('api/verify')
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a reservation with the token from its emailed link' })
  verify(@Body() body: unknown): Promise<VerifyResponse> {
    return this.verification.verify(body);
  }

  @Post('resend')
  @HttpCode(202)
  @ThrottleGroup('reserve')
  @ApiOperation({ summary: 'Email a fresh link; the same answer whether or not the reservation exists' })
  resend(@Body() body: unknown): Promise<ResendResponse> {
    return this.verification.resend(body);
  }
}
