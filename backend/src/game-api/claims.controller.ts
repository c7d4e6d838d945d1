import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { GameApiController, RequiresScope } from '../api-keys';
import { ErrorBodyDto } from '../common/error-body.dto';
import { ClaimCodesService } from './claim-codes.service';
import { ClaimRedeemedErrorDto, RedeemClaimDto, RedeemedClaimDto } from './dto/game-api.dto';

/** The game redeems the code of a claim link: once per reservation, whichever of its codes comes first. */
@GameApiController('claims')
export class ClaimsController {
  constructor(private readonly codes: ClaimCodesService) {}

  @Post('redeem')
  @HttpCode(200)
  @RequiresScope('claims:redeem')
  @ApiOperation({ summary: 'Redeem a claim code: the first time claims the reservation and spends every code it holds' })
  @ApiOkResponse({ type: RedeemedClaimDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such code, or its reservation was deleted' })
  @ApiConflictResponse({ type: ClaimRedeemedErrorDto, description: 'The reservation was claimed already' })
  redeem(@Body() { code }: RedeemClaimDto): Promise<RedeemedClaimDto> {
    return this.codes.redeem(code);
  }
}
