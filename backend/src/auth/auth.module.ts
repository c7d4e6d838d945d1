import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Admin } from './admin.entity';
import { AdminGuard } from './admin.guard';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginFailure } from './login-failure.entity';
import { AdminInvitation } from './admin-invitation.entity';
import { RecoveryCode } from './recovery-code.entity';
import { SecondFactorMailer } from './second-factor-mailer';
import { SecondFactorService } from './second-factor.service';
import { InvitationsController, MeController, TeamController } from './team.controller';
import { TeamService } from './team.service';
import { MailModule } from '../mail';

@Module({
  imports: [
    TypeOrmModule.forFeature([Admin, LoginFailure, RecoveryCode, AdminInvitation]),
    AuditModule,
    MailModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.auth.jwtSecret, signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController, TeamController, MeController, InvitationsController],
  providers: [AuthService, TeamService, SecondFactorService, SecondFactorMailer, JwtStrategy, { provide: APP_GUARD, useClass: AdminGuard }],
  exports: [AuthService],
})
export class AuthModule {}
