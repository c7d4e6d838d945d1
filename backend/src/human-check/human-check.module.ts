import { Module } from '@nestjs/common';
import { HumanCheckController } from './human-check.controller';
import { HumanCheckService } from './human-check.service';

@Module({ controllers: [HumanCheckController], providers: [HumanCheckService], exports: [HumanCheckService] })
export class HumanCheckModule {}
