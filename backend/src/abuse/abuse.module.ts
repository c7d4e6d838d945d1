import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailboxRules } from './mailbox-rules.service';
import { ProofOfWork } from './proof-of-work';

/**
 * What a reservation costs beyond the form: a mailbox that takes mail on a domain that has not had
 * its sign-ups for the hour, and proof of work solved under the human check's game. The
 * reservation path and the human check call it; it knows nothing of them.
 */
@Module({
  providers: [
    MailboxRules,
    {
      provide: ProofOfWork,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ProofOfWork(config.auth.jwtSecret, config.abuse.powCost),
    },
  ],
  exports: [MailboxRules, ProofOfWork],
})
export class AbuseModule {}
