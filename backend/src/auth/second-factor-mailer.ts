import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_QUEUE, OutgoingMail } from '../mail';
import { ComposedJobs, OutboxService } from '../queue';
import { Admin } from './admin.entity';
import { codesPausedEmail, factorChangedEmail } from './second-factor-email';

/** The composer's name in the queue: jobs already queued name it, so it stays. */
const SECOND_FACTOR_NOTICE = 'second-factor-notice';

/**
 * Tells an admin what happened to their second factor. The job holds the admin's id and what to
 * say, never the address: the mail is written when it leaves, to the address the account has then,
 * and an account removed meanwhile gets nothing.
 */
@Injectable()
export class SecondFactorMailer {
  private readonly mail: ComposedJobs;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    outbox: OutboxService,
  ) {
    this.mail = outbox.composeAtSend(MAIL_QUEUE, SECOND_FACTOR_NOTICE, (jobs) => this.compose(jobs));
  }

  /** The factor was set up, or set up again over an old one: in the transaction that did it. */
  async factorChanged(manager: EntityManager, adminId: string, replaced: boolean): Promise<void> {
    await this.mail.enqueue({ adminId, notice: 'factor-changed', replaced: String(replaced) }, { manager });
  }

  /** The account's codes are paused after `wrongCodes` wrong ones within `minutes`. */
  async codesPaused(manager: EntityManager, adminId: string, wrongCodes: number, minutes: number): Promise<void> {
    await this.mail.enqueue({ adminId, notice: 'codes-paused', wrongCodes: String(wrongCodes), minutes: String(minutes) }, { manager });
  }

  private async compose(jobs: Array<{ id: string; params: Record<string, string> }>): Promise<Array<OutgoingMail | null>> {
    const ids = [...new Set(jobs.map((job) => job.params.adminId))];
    const admins = await this.admins.find({ select: { id: true, email: true }, where: { id: In(ids) } });
    const addresses = new Map(admins.map((admin) => [admin.id, admin.email]));
    const productName = this.config.productName;
    return jobs.map(({ id, params }) => {
      const to = addresses.get(params.adminId);
      if (!to) return null;
      const content =
        params.notice === 'codes-paused'
          ? codesPausedEmail({ productName, wrongCodes: Number(params.wrongCodes), minutes: Number(params.minutes) })
          : factorChangedEmail({ productName, replaced: params.replaced === 'true' });
      return { id, to, ...content };
    });
  }
}
