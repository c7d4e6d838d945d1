import { Module } from '@nestjs/common';
import { AbuseModule } from '../abuse';
import { HumanCheckController } from './human-check.controller';
import { HumanCheckService } from './human-check.service';

@Module({ imports: [AbuseModule], controllers: [HumanCheckController], providers: [HumanCheckService], exports: [HumanCheckService] })
export class HumanCheckModule {}
