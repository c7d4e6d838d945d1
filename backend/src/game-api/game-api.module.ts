import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeysModule } from '../api-keys';
import { WebhooksModule } from '../webhooks';
import { ClaimCode } from './claim-code.entity';
import { ClaimCodesService } from './claim-codes.service';
import { ClaimsController } from './claims.controller';
import { GameReservationsController } from './game-reservations.controller';
import { GameReservationsService } from './game-reservations.service';

/** The game's API under /api/v1 (reservations, claim redeems) and the claim codes announcements mint. */
@Module({
  imports: [TypeOrmModule.forFeature([ClaimCode]), ApiKeysModule, WebhooksModule],
  controllers: [GameReservationsController, ClaimsController],
  providers: [GameReservationsService, ClaimCodesService],
  exports: [ClaimCodesService],
})
export class GameApiModule {}
