import type { AdminAccount, MfaConfirmation, MfaEnrolment } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { adminAccount } from './admin-account';
import { AdminIdentity } from './admin-identity';
import { Admin } from './admin.entity';
import { AuthService } from './auth.service';
import { RecoveryCode } from './recovery-code.entity';
import {
  acceptedStep,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  otpauthUrl,
  recoveryCodeHash,
  sealingKey,
  sealSecret,
} from './second-factor';

/**
 * An admin's own second factor: a TOTP secret handed out, confirmed with a first code, and ten
 * recovery codes shown once. A new enrolment replaces the old factor only once it is confirmed.
 */
@Injectable()
export class SecondFactorService {
  private readonly sealing: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
  ) {
    this.sealing = sealingKey(config.auth.jwtSecret ?? '');
  }

  async me(identity: AdminIdentity): Promise<AdminAccount> {
    return adminAccount(await this.signedIn(identity));
  }

  async start(identity: AdminIdentity): Promise<MfaEnrolment> {
    const admin = await this.signedIn(identity);
    const secret = newTotpSecret();
    await this.admins.update({ id: admin.id }, { mfa_pending_secret: sealSecret(secret, this.sealing) });
    return { secret, otpauth_url: otpauthUrl(`${this.config.productName} Admin`, admin.email, secret) };
  }

  async confirm(identity: AdminIdentity, code: string): Promise<MfaConfirmation> {
    const admin = await this.signedIn(identity);
    if (!admin.mfa_pending_secret) throw new AppError('mfa_not_started');
    const step = await acceptedStep(openSecret(admin.mfa_pending_secret, this.sealing), code.trim(), null);
    if (step === null) throw new AppError('mfa_code_invalid');
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (manager) => {
      const moved = await manager
        .createQueryBuilder()
        .update(Admin)
        .set({ mfa_secret: admin.mfa_pending_secret, mfa_pending_secret: null, mfa_last_step: String(step) })
        .where('id = :id AND mfa_pending_secret = :pending', { id: admin.id, pending: admin.mfa_pending_secret })
        .execute();
      // Another confirmation or a new start got there first.
      if (moved.affected !== 1) throw new AppError('mfa_not_started');
      await manager.delete(RecoveryCode, { admin_id: admin.id });
      await manager.insert(
        RecoveryCode,
        codes.map((c) => ({ admin_id: admin.id, code_hash: recoveryCodeHash(c) })),
      );
      await this.audit.record(identity, 'admin.mfa_enrol', admin.id, { replaced: admin.mfa_secret !== null }, manager);
    });
    const { token, expiresIn } = await this.auth.issueToken(admin);
    return { recovery_codes: codes, token, expiresIn };
  }

  private async signedIn(identity: AdminIdentity): Promise<Admin> {
    const admin = identity.id ? await this.admins.findOneBy({ id: identity.id }) : null;
    // The legacy shared secret is no person and has no factor to enrol.
    if (!admin) throw new AppError('role_forbidden');
    return admin;
  }
}
