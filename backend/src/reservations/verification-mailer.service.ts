import { VERIFICATION_TTL_MS } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { verificationEmail } from './verification-email';

/** Queues the confirmation email in the caller's transaction, so row and email commit together. */
@Injectable()
export class VerificationMailer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async queue(manager: EntityManager, to: { email: string; handle: string; token: string }): Promise<void> {
    const link = `${this.config.publicUrl}/verify/${to.token}`;
    const content = verificationEmail({
      productName: this.config.productName,
      handle: to.handle,
      link,
      validHours: VERIFICATION_TTL_MS / 3_600_000,
    });
    await this.mail.enqueue({ to: to.email, ...content, devLink: link }, manager);
  }
}
