import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SecurityViolation } from './security-violation.entity';
import { SecurityService } from './security.service';

@Module({
  imports: [TypeOrmModule.forFeature([SecurityViolation])],
  providers: [SecurityService],
  exports: [SecurityService],
})
export class SecurityModule {}
