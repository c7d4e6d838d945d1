import { MailerModule, MailerOptions } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailDelivery } from './mail-delivery.entity';
import { MailService } from './mail.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([MailDelivery]),
    MailerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailerOptions => ({
        transport: config.mail.smtpUrl,
        defaults: { from: config.mail.from } as MailerOptions['defaults'],
      }),
    }),
  ],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
