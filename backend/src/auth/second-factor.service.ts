import type { AdminAccount, MfaConfirmation, MfaEnrolment } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { AuditService } from '../audit';
import { AppError } from '../common/app-error';
import { openSecret, sealSecret } from '../common/sealed-secret';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { adminAccount } from './admin-account';
import { AdminIdentity } from '../common/admin-identity';
import { Admin } from './admin.entity';
import { AuthService } from './auth.service';
import { RecoveryCode } from './recovery-code.entity';
import { acceptedStep, newRecoveryCodes, newTotpSecret, otpauthUrl, recoveryCodeHash, sealingKey } from './second-factor';
import { SecondFactorMailer } from './second-factor-mailer';

/**
 * An admin's own second factor: a TOTP secret handed out, confirmed with a first code, and ten
 * recovery codes shown once. Once a factor is confirmed, only its proof (a current code or a
 * recovery code) opens a new enrolment, so a password or a stolen token cannot replace it; an
 * owner's reset removes the factor, and enrolling after it needs no proof. A confirmed enrolment
 * replaces the old factor, ends every other session of the admin and tells them by mail.
 */
@Injectable()
export class SecondFactorService {
  private readonly sealing: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly secondFactorMail: SecondFactorMailer,
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
  ) {
    this.sealing = sealingKey(config.auth.jwtSecret);
  }

  async me(identity: AdminIdentity): Promise<AdminAccount> {
    return adminAccount(await this.signedIn(identity));
  }

  async start(identity: AdminIdentity, currentCode: string | undefined): Promise<MfaEnrolment> {
    const admin = await this.signedIn(identity);
    const steppedUp = admin.mfa_secret !== null;
    if (steppedUp) await this.proveCurrentFactor(admin, currentCode);
    const secret = newTotpSecret();
    const started = await this.admins
      .createQueryBuilder()
      .update()
      .set({ mfa_pending_secret: sealSecret(secret, this.sealing), mfa_pending_stepped_up: steppedUp })
      // A factor confirmed since it was read would otherwise get a pending secret started without its proof.
      .where(steppedUp ? 'id = :id AND mfa_secret = :factor' : 'id = :id AND mfa_secret IS NULL', {
        id: admin.id,
        factor: admin.mfa_secret,
      })
      .execute();
    if (started.affected !== 1) throw new AppError(steppedUp ? 'mfa_not_started' : 'mfa_current_code_required');
    return { secret, otpauth_url: otpauthUrl(`${this.config.productName} Admin`, admin.email, secret) };
  }

  async confirm(identity: AdminIdentity, code: string, currentCode: string | undefined): Promise<MfaConfirmation> {
    const admin = await this.signedIn(identity);
    if (!admin.mfa_pending_secret) throw new AppError('mfa_not_started');
    // A pending secret beside a factor that was not started with the factor's proof needs it now.
    if (admin.mfa_secret !== null && !admin.mfa_pending_stepped_up) await this.proveCurrentFactor(admin, currentCode);
    const step = await acceptedStep(openSecret(admin.mfa_pending_secret, this.sealing), code.trim(), null);
    if (step === null) throw new AppError('mfa_code_invalid');
    const codes = newRecoveryCodes();
    const replaced = admin.mfa_secret !== null;
    const tokenVersion = await this.dataSource.transaction(async (manager) => {
      const moved = await manager
        .createQueryBuilder()
        .update(Admin)
        .set({
          mfa_secret: admin.mfa_pending_secret,
          mfa_pending_secret: null,
          mfa_pending_stepped_up: false,
          mfa_last_step: String(step),
          mfa_code_failures: 0,
          mfa_code_window_ends_at: null,
          token_version: () => 'token_version + 1',
        })
        .where('id = :id AND mfa_pending_secret = :pending AND mfa_secret IS NOT DISTINCT FROM :factor', {
          id: admin.id,
          pending: admin.mfa_pending_secret,
          factor: admin.mfa_secret,
        })
        .returning(['token_version'])
        .execute();
      // Another confirmation, a new start or an owner's reset got there first.
      const row = (moved.raw as Array<{ token_version: number }>)[0];
      if (!row) throw new AppError('mfa_not_started');
      await manager.delete(RecoveryCode, { admin_id: admin.id });
      await manager.insert(
        RecoveryCode,
        codes.map((c) => ({ admin_id: admin.id, code_hash: recoveryCodeHash(c) })),
      );
      await this.audit.record(identity, 'admin.mfa_enrol', admin.id, { replaced }, manager);
      await this.secondFactorMail.factorChanged(manager, admin.id, replaced);
      return row.token_version;
    });
    const { token, expiresIn } = await this.auth.issueToken({ ...admin, token_version: tokenVersion });
    return { recovery_codes: codes, token, expiresIn };
  }

  /** A current code of the confirmed factor or one of its recovery codes, or a 403. */
  private async proveCurrentFactor(admin: Admin, currentCode: string | undefined): Promise<void> {
    const given = currentCode?.trim();
    if (!given) throw new AppError('mfa_current_code_required');
    const outcome = await this.auth.checkSecondFactor(admin, given);
    if (outcome === 'recovery_code_used') throw new AppError('mfa_recovery_code_used');
    if (outcome !== 'accepted') throw new AppError('mfa_current_code_invalid');
  }

  private async signedIn(identity: AdminIdentity): Promise<Admin> {
    const admin = identity.id ? await this.admins.findOneBy({ id: identity.id }) : null;
    // The legacy shared secret is no person and has no factor to enrol.
    if (!admin) throw new AppError('role_forbidden');
    return admin;
  }
}
