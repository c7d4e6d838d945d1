import type { HumanChallenge, HumanVerifyResponse } from '@gameshift/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { HumanCheckService } from './human-check.service';

@ApiTags('human check')
@Public()
@Controller('api/human-check')
export class HumanCheckController {
  constructor(private readonly humanCheck: HumanCheckService) {}

  @Post('challenge')
  @HttpCode(201)
  @ApiOperation({ summary: 'A signed, expiring pattern of 3 pads to play back' })
  challenge(): HumanChallenge {
    return this.humanCheck.challenge();
  }

  @Post('verify')
  @HttpCode(201)
  @ApiOperation({ summary: 'Trade a correctly played pattern for a single-use human token' })
  verify(@Body() body: unknown): Promise<HumanVerifyResponse> {
    return this.humanCheck.verify(body);
  }
}
