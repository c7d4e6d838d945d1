import type { Messages } from '@gameshift/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Admitted } from '../../admission';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { Public } from '../../common/public.decorator';
import { RequestMessages } from '../../common/request-messages.decorator';
import { ThrottleGroup } from '../../limits';
import { ResendDto, ResendResultDto } from './dto/resend.dto';
import { VerifyDto, VerifyResultDto } from './dto/verify.dto';
import { ResendService } from './resend.service';
import { VerificationService } from './verification.service';

@ApiTags('verification')
@Public()
@Admitted()
@ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Busy: try the same request again after Retry-After; nothing was spent' })
@Controller('api/verify')
export class VerificationController {
  constructor(
    private readonly verification: VerificationService,
    private readonly resends: ResendService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirm a reservation with the token from its emailed link' })
  @ApiBody({ type: VerifyDto })
  @ApiOkResponse({ type: VerifyResultDto, description: 'Every outcome, a malformed or unknown token included' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  verify(@Body() body: VerifyDto, @RequestMessages() messages: Messages): Promise<VerifyResultDto> {
    return this.verification.verify(body, messages);
  }

  @Post('resend')
  @HttpCode(202)
  @ThrottleGroup('reserve')
  @ApiOperation({ summary: 'Email a fresh link; the same answer whether or not the reservation exists' })
  @ApiBody({ type: ResendDto })
  @ApiAcceptedResponse({ type: ResendResultDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Neither a token nor an email, an invalid email, or a malformed manage_key' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Rate limited; to a manage_key also: a link was sent moments ago, or the day’s links are used up',
  })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'To a manage_key: the reservation is already confirmed' })
  resend(@Body() body: ResendDto, @RequestMessages() messages: Messages): Promise<ResendResultDto> {
    return this.resends.resend(body, messages);
  }
}
