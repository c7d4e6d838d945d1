import { MailerModule, MailerOptions } from '@nestjs-modules/mailer';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailDelivery } from './mail-delivery.entity';
import { MailConsumer } from './mail.consumer';

@Module({
  imports: [
    TypeOrmModule.forFeature([MailDelivery]),
    MailerModule.forRootAsync({
      imports: [],
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MailerOptions => ({
        // Pooled: connections are opened once and reused, instead of a handshake per message.
        // A silent server fails a send within a minute (nodemailer waits ten by default), well before
        // MAIL_JOB_TIMEOUT_S hands the message to another instance.
        transport: { url: config.mail.smtpUrl, pool: true, maxConnections: config.mail.poolSize, maxMessages: 1000, socketTimeout: 60_000 },
        defaults: { from: config.mail.from } as MailerOptions['defaults'],
      }),
    }),
  ],
  providers: [MailConsumer],
})
export class MailModule {}
