import { Module } from '@nestjs/common';
import { ReservationsModule } from '../reservations/reservations.module';
import { VerificationController } from './verification.controller';
import { VerificationService } from './verification.service';

@Module({ imports: [ReservationsModule], controllers: [VerificationController], providers: [VerificationService] })
export class VerificationModule {}
