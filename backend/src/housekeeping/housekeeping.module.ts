import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginFailure } from '../auth/login-failure.entity';
import { HumanCheckUse } from '../human-check/human-check-use.entity';
import { Reservation } from '../reservations/reservation.entity';
import { MailEvent } from '../suppressions/mail-event.entity';
import { HousekeepingService } from './housekeeping.service';

@Module({ imports: [TypeOrmModule.forFeature([Reservation, HumanCheckUse, LoginFailure, MailEvent])], providers: [HousekeepingService] })
export class HousekeepingModule {}
