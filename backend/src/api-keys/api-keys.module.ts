import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { AdminApiKeysController } from './admin-api-keys.controller';
import { ApiKey } from './api-key.entity';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeysService } from './api-keys.service';

/** API keys: owners manage them in the portal; ApiKeyGuard lets them into the game's API (see GameApiController). */
@Module({
  imports: [TypeOrmModule.forFeature([ApiKey]), AuditModule],
  controllers: [AdminApiKeysController],
  providers: [ApiKeysService, ApiKeyGuard],
  exports: [ApiKeysService, ApiKeyGuard],
})
export class ApiKeysModule {}
