import { type AdminLoginRequest, type AdminLoginSuccess, type Messages } from '@gameshift/contracts';
import { HttpException, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager, IsNull, Not, Repository } from 'typeorm';
import { AuditService } from '../audit';
import type { AdminIdentity } from '../common/admin-identity';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG, MESSAGES } from '../config/config.module';
import type { CreatedSignIn } from '../infra';
import { Admin } from './admin.entity';
import { LoginFailure } from './login-failure.entity';
import { clientKey } from '../common/client-key';
import { returnCodeCheck, secondsLeftInWindow, takeCodeCheck } from './code-checks.queries';
import { CEILING_SLOWDOWN_MS, CODE_FAILURES_PER_ACCOUNT, CODE_WINDOW_SECONDS, decayedFailures, secondsToWait } from './login-policy';
import { hashPassword, passwordMatches } from './password';
import { RecoveryCode } from './recovery-code.entity';
import { SecondFactorMailer } from './second-factor-mailer';
import { openSecret } from '../common/sealed-secret';
import { acceptedStep, isTotpCode, recoveryCodeHash, sealingKey } from './second-factor';

/** The client key of the row that counts an account's failures from every client. */
const ACCOUNT_WIDE = '*';

/** Who signs an admin token and for whom: checked on every token the guard reads. */
export const JWT_ISSUER = 'gameshift';
export const JWT_AUDIENCE = 'gameshift-admin';

export interface TokenPayload {
  sub: string;
  email: string;
  ver: number;
  /** `enrol`: signed in with a password alone while a second factor is required; only enrolment opens. */
  scope?: 'enrol';
}

/** What a second-factor code turned out to be: a good one, a wrong one, or a recovery code already spent. */
export type SecondFactorOutcome = 'accepted' | 'wrong' | 'recovery_code_used';

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AuthService.name);
  /** Verified against when the email is unknown, so both cases cost the same time. */
  private decoyHash: Promise<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MESSAGES) private readonly messages: Messages,
    private readonly clock: Clock,
    private readonly jwt: JwtService,
    private readonly dataSource: DataSource,
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    @InjectRepository(LoginFailure) private readonly failures: Repository<LoginFailure>,
    @InjectRepository(RecoveryCode) private readonly recoveryCodes: Repository<RecoveryCode>,
    private readonly audit: AuditService,
    private readonly secondFactorMail: SecondFactorMailer,
  ) {
    this.decoyHash = hashPassword(randomBytes(16).toString('hex'));
    this.sealing = sealingKey(config.auth.jwtSecret);
  }

  private readonly sealing: Buffer;
  private createdSignIn: CreatedSignIn | undefined;

  /** The first admin: from ADMIN_EMAIL / ADMIN_PASSWORD, or in development a generated one, shown once by the start banner. */
  async onApplicationBootstrap(): Promise<void> {
    if ((await this.admins.count()) > 0) return;
    const { adminEmail, adminPassword } = this.config.auth;
    if (adminEmail && adminPassword) {
      // Instances booting together all try; the unique email lets one insert win and the others pass.
      const created = await this.admins
        .createQueryBuilder()
        .insert()
        .values({ email: adminEmail.toLowerCase(), password_hash: await hashPassword(adminPassword) })
        .orIgnore()
        .execute();
      if ((created.raw as unknown[]).length > 0) this.logger.log({ admin: adminEmail }, 'first admin created from ADMIN_EMAIL');
      return;
    }
    // A password on stdout is for a developer's own terminal; anywhere else it ends up in a log.
    if (this.config.env !== 'development') {
      this.logger.warn('no admin exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin -- create <email>');
      return;
    }
    const email = 'admin@localhost.test';
    const password = randomBytes(12).toString('base64url');
    await this.admins.insert({ email, password_hash: await hashPassword(password) });
    this.createdSignIn = { email, password };
  }

  /** The development sign-in this start made, handed once to the start banner and then forgotten. */
  takeCreatedSignIn(): CreatedSignIn | undefined {
    const signIn = this.createdSignIn;
    this.createdSignIn = undefined;
    return signIn;
  }

  /**
   * Signs an admin in; the request's shape is already checked by AdminLoginDto. With a second
   * factor enrolled, a right password without a code answers 401 `mfa_required`, and a wrong code
   * counts as a failed attempt like a wrong password, and in the account's window of wrong codes
   * from every client (429 `mfa_codes_paused` once it is full).
   */
  async login({ email, password, code }: AdminLoginRequest, ip: string | undefined): Promise<AdminLoginSuccess> {
    const address = email.trim().toLowerCase();
    const client = clientKey(ip, this.config.throttle.ipv6Prefix);
    const now = this.clock.now();

    const wait = await this.countAttempt(address, client, now);
    if (wait > 0) {
      this.logger.warn({ email: address, ip, outcome: 'delayed' }, 'admin sign-in attempt');
      throw new AppError('rate_limited', { retryAfterSeconds: wait });
    }
    if (await this.pastCeiling(address, now)) await new Promise((resolve) => setTimeout(resolve, CEILING_SLOWDOWN_MS));

    const admin = await this.admins.findOneBy({ email: address });
    const ok = await passwordMatches(admin?.password_hash ?? (await this.decoyHash), password);
    if (!admin || !ok) {
      await this.recordAccountFailure(address, now);
      this.logger.warn({ email: address, ip, outcome: 'rejected' }, 'admin sign-in attempt');
      throw new HttpException({ success: false, error: this.messages.invalidCredentials, code: 'invalid_credentials' }, 401);
    }
    if (admin.mfa_secret) {
      if (!code) {
        this.logger.log({ email: address, ip, outcome: 'second factor asked' }, 'admin sign-in attempt');
        throw new HttpException({ success: false, mfa_required: true, error: this.messages.mfaCodeNeeded, code: 'mfa_code_required' }, 401);
      }
      const outcome = await this.checkSecondFactor(admin, code);
      if (outcome !== 'accepted') {
        await this.recordAccountFailure(address, now);
        this.logger.warn({ email: address, ip, outcome: 'second factor rejected' }, 'admin sign-in attempt');
        // A spent recovery code is not a clock problem: the advice about the phone's time would mislead.
        const [error, code] =
          outcome === 'recovery_code_used'
            ? [this.messages.mfaRecoveryCodeUsed, 'mfa_recovery_code_used']
            : [this.messages.mfaCodeInvalid, 'mfa_code_invalid'];
        throw new HttpException({ success: false, mfa_required: true, error, code }, 401);
      }
    }
    await this.failures.delete({ email: address, client_key: client });
    this.logger.log({ email: address, ip, outcome: 'accepted' }, 'admin sign-in attempt');
    await this.audit.record({ id: admin.id, email: admin.email }, 'admin.login', null, { ip });
    const enrolling = this.config.auth.mfa === 'required' && !admin.mfa_secret;
    return this.issueToken(admin, enrolling);
  }

  /** A token for the admin: full, or (`enrolling`) one that opens only the second factor's enrolment. */
  async issueToken(admin: Admin, enrolling = false): Promise<AdminLoginSuccess> {
    const payload: TokenPayload = { sub: admin.id, email: admin.email, ver: admin.token_version, ...(enrolling && { scope: 'enrol' }) };
    const token = await this.jwt.signAsync(payload, {
      algorithm: 'HS256',
      expiresIn: this.config.auth.jwtTtlSeconds,
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
    });
    return { success: true, token, expiresIn: this.config.auth.jwtTtlSeconds, role: admin.role, mfaEnrolmentRequired: enrolling };
  }

  /**
   * Whether `code` is a second factor of the admin: a code from the authenticator app, good once
   * (its time step must be later than the last one used, and claiming the step is conditional, so
   * two requests cannot both use it), or an unused recovery code, spent by the same conditional
   * update. Wrong codes count against the account's window from every client; once it is full,
   * authenticator codes are refused unchecked (`mfa_codes_paused`) and recovery codes still work.
   * A recovery code of the admin's that was already spent is told apart, so the answer can say so.
   */
  async checkSecondFactor(admin: Admin, code: string): Promise<SecondFactorOutcome> {
    const now = this.clock.now();
    if (isTotpCode(code)) {
      const check = await takeCodeCheck(this.dataSource, admin.id, now, CODE_WINDOW_SECONDS, CODE_FAILURES_PER_ACCOUNT);
      if (!check) {
        this.logger.warn({ email: admin.email, outcome: 'codes paused' }, 'second factor refused');
        throw new AppError('mfa_codes_paused', { retryAfterSeconds: await secondsLeftInWindow(this.dataSource, admin.id, now) });
      }
      if (await this.totpMatches(admin, code)) {
        await returnCodeCheck(this.dataSource, admin.id, check);
        return 'accepted';
      }
      await this.codeFailed(admin, check.count);
      return 'wrong';
    }
    if (await this.recoveryCodeMatches(admin, code)) return 'accepted';
    const counted = await takeCodeCheck(this.dataSource, admin.id, now, CODE_WINDOW_SECONDS, null);
    if (counted) await this.codeFailed(admin, counted.count);
    const spent = await this.recoveryCodes.existsBy({ admin_id: admin.id, code_hash: recoveryCodeHash(code), used_at: Not(IsNull()) });
    return spent ? 'recovery_code_used' : 'wrong';
  }

  private async totpMatches(admin: Admin, code: string): Promise<boolean> {
    const lastStep = admin.mfa_last_step === null ? null : Number(admin.mfa_last_step);
    const step = await acceptedStep(openSecret(admin.mfa_secret!, this.sealing), code, lastStep);
    if (step === null) return false;
    const claimed = await this.admins
      .createQueryBuilder()
      .update()
      .set({ mfa_last_step: String(step) })
      .where('id = :id AND (mfa_last_step IS NULL OR mfa_last_step < :step)', { id: admin.id, step })
      .execute();
    return claimed.affected === 1;
  }

  private async recoveryCodeMatches(admin: Admin, code: string): Promise<boolean> {
    const spent = await this.recoveryCodes
      .createQueryBuilder()
      .update()
      .set({ used_at: () => 'now()' })
      .where('admin_id = :id AND code_hash = :hash AND used_at IS NULL', { id: admin.id, hash: recoveryCodeHash(code) })
      .execute();
    if (spent.affected !== 1) return false;
    const left = await this.recoveryCodes.countBy({ admin_id: admin.id, used_at: IsNull() });
    await this.audit.record({ id: admin.id, email: admin.email }, 'admin.recovery_code_used', admin.id, { left });
    return true;
  }

  /** The wrong code that fills the account's window tells its admin, once per window. */
  private async codeFailed(admin: Admin, count: number): Promise<void> {
    if (count !== CODE_FAILURES_PER_ACCOUNT) return;
    this.logger.warn({ email: admin.email, wrongCodes: count }, 'second factor codes paused for the account');
    const minutes = CODE_WINDOW_SECONDS / 60;
    await this.dataSource.transaction(async (manager) => {
      await this.secondFactorMail.codesPaused(manager, admin.id, count, minutes);
      await this.audit.record({ id: admin.id, email: admin.email }, 'admin.mfa_codes_paused', admin.id, { wrongCodes: count }, manager);
    });
  }

  /** Revokes every token the admin holds. */
  async logout(admin: AdminIdentity): Promise<void> {
    if (!admin.id) return;
    await this.admins.increment({ id: admin.id }, 'token_version', 1);
    await this.audit.record(admin, 'admin.logout', null);
  }

  /** The identity behind a signature-checked token, or null when the admin is gone or the token revoked. */
  async identify(payload: TokenPayload): Promise<AdminIdentity | null> {
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    const admin = await this.admins.findOneBy({ id: payload.sub });
    if (!admin || admin.token_version !== payload.ver) return null;
    return { id: admin.id, email: admin.email, role: admin.role, enrolling: payload.scope === 'enrol' };
  }

  /**
   * Counts this attempt as a failure of (account, client) before the password is checked, under
   * the row's lock, so parallel guesses queue and each sees the others' counts. Answers the
   * seconds to wait, or 0 when the attempt may go on (a right password then clears the count).
   */
  private async countAttempt(email: string, client: string, now: Date): Promise<number> {
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const row = await this.lockedFailures(manager, email, client, now);
      const wait = secondsToWait(row.failures, row.last_failed_at, now);
      if (wait > 0) return wait;
      const counted = decayedFailures(row.failures, (now.getTime() - row.last_failed_at.getTime()) / 1000);
      await manager.update(
        LoginFailure,
        { email, client_key: client },
        { failures: counted + 1, last_failed_at: now > row.last_failed_at ? now : row.last_failed_at },
      );
      return 0;
    });
  }

  /** Whether the account's failures from every client, decayed, have reached the ceiling. */
  private async pastCeiling(email: string, now: Date): Promise<boolean> {
    const row = await this.failures.findOneBy({ email, client_key: ACCOUNT_WIDE });
    if (!row) return false;
    const elapsed = (now.getTime() - row.last_failed_at.getTime()) / 1000;
    return decayedFailures(row.failures, elapsed) >= this.config.throttle.loginAccountCeiling;
  }

  private async recordAccountFailure(email: string, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager: EntityManager) => {
      const row = await this.lockedFailures(manager, email, ACCOUNT_WIDE, now);
      const counted = decayedFailures(row.failures, (now.getTime() - row.last_failed_at.getTime()) / 1000);
      await manager.update(LoginFailure, { email, client_key: ACCOUNT_WIDE }, { failures: counted + 1, last_failed_at: now });
    });
  }

  /** The (account, client) record under its row lock, made with no failures if there was none. */
  private async lockedFailures(manager: EntityManager, email: string, client: string, now: Date): Promise<LoginFailure> {
    // An existing row is locked by the insert itself (a no-op update), so the daily purge of decayed
    // rows cannot delete it between this statement and the read below.
    await manager
      .createQueryBuilder()
      .insert()
      .into(LoginFailure)
      .values({ email, client_key: client, failures: 0, last_failed_at: now })
      .orUpdate(['email'], ['email', 'client_key'])
      .execute();
    return manager.findOneOrFail(LoginFailure, { where: { email, client_key: client }, lock: { mode: 'pessimistic_write' } });
  }
}
