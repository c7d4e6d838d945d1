/*
 * POST /api/admin-operations: the product's original admin call, one
 * body naming an operation and a reservation id, sent with a bearer token or the legacy
 * x-admin-secret header. The portal uses the REST routes of admin-reservations.controller.ts
 * instead; this route exists only so that clients and scripts written against the original call
 * keep working. It does nothing of its own: each operation is the same service call as its REST
 * route, with the same role, answers and audit entry.
 */
import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { type AdminIdentity, CurrentAdmin } from '../../common/admin-identity';
import { RequiresRole } from '../../common/roles.decorator';
import { AdminApiController } from '../../common/admin-api/admin-api.decorator';
import { ErrorBodyDto } from '../../common/error-body.dto';
import { AdminReservationsService } from './admin-reservations.service';
import { AdminOperationDoneDto, AdminOperationDto } from './dto/admin-operation.dto';

@AdminApiController('api')
export class AdminOperationsController {
  constructor(private readonly reservations: AdminReservationsService) {}

  @Post('admin-operations')
  @RequiresRole('reservations', 'act')
  @HttpCode(200)
  @ApiOperation({ summary: 'RESEND_VERIFICATION, MANUAL_VERIFY or DELETE_RESERVATION for data.reservationId' })
  @ApiBody({ type: AdminOperationDto })
  @ApiOkResponse({ type: AdminOperationDoneDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Not one of the operations, or no data.reservationId' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'As for verify and resend' })
  async run(@Body() { operation, data }: AdminOperationDto, @CurrentAdmin() admin: AdminIdentity): Promise<AdminOperationDoneDto> {
    const id = data.reservationId;
    if (operation === 'RESEND_VERIFICATION') await this.reservations.resend(id, admin);
    else if (operation === 'MANUAL_VERIFY') await this.reservations.verify(id, admin);
    else await this.reservations.remove(id, admin);
    return { success: true };
  }
}
