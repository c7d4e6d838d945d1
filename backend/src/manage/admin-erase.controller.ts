import { HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { type AdminIdentity, CurrentAdmin } from '../common/admin-identity';
import { RequiresRole } from '../common/roles.decorator';
import { AdminApiController } from '../common/admin-api/admin-api.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { ReservationIdParamsDto } from '../reservations';
import { ErasureService } from './erasure.service';

/** An owner erases a reservation as its person would: the address and every copy of it go. */
@AdminApiController()
export class AdminEraseController {
  constructor(private readonly erasure: ErasureService) {}

  @Post('reservations/:id/erase')
  @RequiresRole('reservations', 'erase')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Erase a reservation and every copy of its address (the handle is held for a while); audited without the address',
  })
  @ApiNoContentResponse({ description: 'Erased' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async erase(@Param() { id }: ReservationIdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<void> {
    await this.erasure.erase(id, admin);
  }
}
