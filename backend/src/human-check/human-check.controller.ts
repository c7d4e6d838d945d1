import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Admitted } from '../admission';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { HumanChallengeDto, HumanTokenDto, HumanVerifyDto } from './dto/human-check.dto';
import { HumanCheckService } from './human-check.service';

@ApiTags('human check')
@Public()
@Admitted()
@ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Busy: try the same request again after Retry-After; nothing was spent' })
@Controller('api/human-check')
export class HumanCheckController {
  constructor(private readonly humanCheck: HumanCheckService) {}

  @Post('challenge')
  @HttpCode(201)
  @ApiOperation({ summary: 'A signed, expiring pattern of 3 pads to play back, with a proof of work to solve meanwhile' })
  @ApiCreatedResponse({ type: HumanChallengeDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  challenge(): Promise<HumanChallengeDto> {
    return this.humanCheck.challenge();
  }

  @Post('verify')
  @HttpCode(201)
  @ApiOperation({ summary: 'Trade a correctly played pattern for a single-use human token' })
  @ApiBody({ type: HumanVerifyDto })
  @ApiCreatedResponse({ type: HumanTokenDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'No challenge, or not a sequence of pads; field is human_token' })
  @ApiForbiddenResponse({
    type: ErrorBodyDto,
    description: 'Wrong, too fast, forged, spent or expired challenge, or a missing or wrong proof of work; field is human_token',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  verify(@Body() body: HumanVerifyDto): Promise<HumanTokenDto> {
    return this.humanCheck.verify(body);
  }
}
