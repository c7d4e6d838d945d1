import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { AdminIdentity } from '../common/admin-identity';
import { AuditEntry } from './audit-entry.entity';

export type AuditAction =
  | 'admin.login'
  | 'admin.logout'
  | 'admin.invite'
  | 'admin.invitation_accept'
  | 'admin.role'
  | 'admin.remove'
  | 'admin.mfa_enrol'
  | 'admin.mfa_reset'
  | 'admin.recovery_code_used'
  | 'admin.mfa_codes_paused'
  | 'reservation.verify'
  | 'reservation.resend'
  | 'reservation.delete'
  | 'reservations.export'
  | 'suppression.add'
  | 'suppression.remove'
  | 'announcement.create'
  | 'announcement.update'
  | 'announcement.delete'
  | 'announcement.test'
  | 'announcement.send'
  | 'announcement.pause'
  | 'announcement.resume'
  | 'announcement.cancel'
  // webhooks
  | 'webhook.create'
  | 'webhook.update'
  | 'webhook.delete'
  | 'webhook.rotate'
  | 'webhook.redeliver'
  | 'api_key.create'
  | 'api_key.revoke'
  | 'media.upload'
  | 'reservation.erase'
  | 'article.create'
  | 'article.update'
  | 'article.publish'
  | 'article.schedule'
  | 'article.unpublish'
  | 'article.delete'
  | 'article.restore';

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  /** Pass the transaction's manager so the record commits with the change it describes. */
  async record(
    admin: Pick<AdminIdentity, 'id' | 'email'>,
    action: AuditAction,
    target: string | null,
    details: Record<string, unknown> = {},
    manager?: EntityManager,
  ): Promise<void> {
    const repository = manager ? manager.getRepository(AuditEntry) : this.entries;
    await repository.insert({
      admin_id: admin.id,
      admin_email: admin.email,
      action,
      target,
      details: details as AuditEntry['details'] & object,
    });
  }
}
