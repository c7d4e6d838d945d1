import { ADMIN_SECRET_ROUTES, type AdminAccount, type AdminRole, type InvitationDetails } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager, MoreThan, Repository } from 'typeorm';
import { AuditService } from '../audit';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { ListQuery } from '../common/admin-api/list-query';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_QUEUE, OutgoingMail } from '../mail';
import { ComposedJobs, OutboxService } from '../queue';
import { adminAccount, invitationAccount, removeSecondFactor } from './admin-account';
import { AdminIdentity } from '../common/admin-identity';
import { AdminInvitation } from './admin-invitation.entity';
import { Admin } from './admin.entity';
import { invitationEmail } from './invitation-email';
import { hashPassword, MIN_PASSWORD_LENGTH } from './password';
import { TEAM_LIST } from './team-list';

const INVITATION_MAIL = 'admin-invitation';
export const INVITATION_TTL_MS = 24 * 3_600_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function keepAnOwner(team: Admin[], leaving: string): void {
  if (!team.some((member) => member.role === 'owner' && member.id !== leaving)) throw new AppError('last_owner');
}

/**
 * The admin team, as owners manage it: admins and the invitations not yet accepted, roles, and
 * second factors reset. The last owner can be neither removed nor demoted, so the portal always
 * has someone who can manage it. Every change is audited.
 */
@Injectable()
export class TeamService {
  private readonly invitationMail: ComposedJobs;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    outbox: OutboxService,
    private readonly audit: AuditService,
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    @InjectRepository(AdminInvitation) private readonly invitations: Repository<AdminInvitation>,
  ) {
    this.invitationMail = outbox.composeAtSend(MAIL_QUEUE, INVITATION_MAIL, (jobs) => this.composeInvitations(jobs));
  }

  /** The team is a handful of rows: listed, filtered and paged in memory. */
  async list(query: ListQuery<typeof TEAM_LIST>): Promise<{ rows: AdminAccount[]; total: number }> {
    const now = this.clock.now();
    const rows = [
      ...(await this.admins.find()).map(adminAccount),
      ...(await this.invitations.findBy({ expires_at: MoreThan(now) })).map(invitationAccount),
    ].filter((row) => query.fields.every(({ column, values }) => values.includes(String(row[column as keyof AdminAccount]))));
    const q = query.search?.text.toLowerCase() ?? '';
    const found = q ? rows.filter((row) => row.email.includes(q) || row.role.includes(q)) : rows;
    const key = query.sortField as 'email' | 'role' | 'created_at';
    const direction = query.sortOrder === 'ASC' ? 1 : -1;
    found.sort((a, b) => direction * (a[key].localeCompare(b[key]) || a.id.localeCompare(b.id)));
    return { rows: found.slice(query.offset, query.offset + query.limit), total: found.length };
  }

  async one(id: string): Promise<AdminAccount> {
    const admin = await this.admins.findOneBy({ id });
    if (admin) return adminAccount(admin);
    const invitation = await this.invitations.findOneBy({ id, expires_at: MoreThan(this.clock.now()) });
    if (invitation) return invitationAccount(invitation);
    throw new AppError('not_found', { subject: 'record' });
  }

  /** Invites someone by email: the link is made when the mail leaves, and only its hash is kept. */
  async invite(email: string, role: AdminRole, by: AdminIdentity): Promise<AdminAccount> {
    const address = email.trim().toLowerCase();
    if (await this.admins.existsBy({ email: address })) throw new AppError('admin_exists');
    return this.dataSource.transaction(async (manager) => {
      // Inviting again replaces an earlier invitation and its link.
      await manager.delete(AdminInvitation, { email: address });
      const invitation = await manager.save(
        manager.create(AdminInvitation, {
          email: address,
          role,
          // A hash of nothing anyone holds, until the mail mints the real link.
          token_hash: tokenHash(randomBytes(32).toString('hex')),
          invited_by: by.email,
          expires_at: new Date(this.clock.now().getTime() + INVITATION_TTL_MS),
        }),
      );
      await this.invitationMail.enqueue({ invitationId: invitation.id }, { manager });
      await this.audit.record(by, 'admin.invite', invitation.id, { email: address, role }, manager);
      return invitationAccount(invitation);
    });
  }

  /** Sets the password of an invited admin: the invitation is spent, the admin exists from now on. */
  /** The address and role of a live invitation, for its page; the link stays usable. */
  async lookup(token: string): Promise<InvitationDetails> {
    const invitation = await this.invitations.findOneBy({ token_hash: tokenHash(token), expires_at: MoreThan(this.clock.now()) });
    if (!invitation) throw new AppError('invitation_invalid');
    return { email: invitation.email, role: invitation.role, expires_at: invitation.expires_at.toISOString() };
  }

  async accept(token: string, password: string): Promise<void> {
    if (password.length < MIN_PASSWORD_LENGTH) throw new AppError('password_too_short');
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const spent = await manager
        .createQueryBuilder()
        .delete()
        .from(AdminInvitation)
        .where('token_hash = :hash AND expires_at > :now', { hash: tokenHash(token), now: this.clock.now() })
        .returning(['id', 'email', 'role'])
        .execute();
      const invitation = (spent.raw as Array<Pick<AdminInvitation, 'id' | 'email' | 'role'>>)[0];
      if (!invitation) throw new AppError('invitation_invalid');
      const created = await manager
        .createQueryBuilder()
        .insert()
        .into(Admin)
        .values({ email: invitation.email, role: invitation.role, password_hash: passwordHash })
        .orIgnore()
        .returning(['id'])
        .execute();
      const admin = (created.raw as Array<{ id: string }>)[0];
      if (!admin) throw new AppError('invitation_invalid');
      await this.audit.record(
        { id: admin.id, email: invitation.email },
        'admin.invitation_accept',
        admin.id,
        { role: invitation.role },
        manager,
      );
    });
  }

  /** A new role; the admin's tokens are revoked, so the next sign-in carries it. */
  async changeRole(id: string, role: AdminRole, by: AdminIdentity): Promise<AdminAccount> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.locate(manager, id);
      if (found.invitation) {
        const { invitation } = found;
        await manager.update(AdminInvitation, { id }, { role });
        await this.audit.record(by, 'admin.role', id, { email: invitation.email, from: invitation.role, to: role }, manager);
        return invitationAccount({ ...invitation, role });
      }
      const { team, admin } = found;
      if (admin.role === role) return adminAccount(admin);
      if (admin.role === 'owner') keepAnOwner(team, admin.id);
      await manager.update(Admin, { id }, { role, token_version: () => 'token_version + 1' });
      await this.audit.record(by, 'admin.role', id, { email: admin.email, from: admin.role, to: role }, manager);
      return adminAccount({ ...admin, role });
    });
  }

  /** Removes an admin (or cancels an invitation); answers the record as it was. */
  async remove(id: string, by: AdminIdentity): Promise<AdminAccount> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.locate(manager, id);
      if (found.invitation) {
        const { invitation } = found;
        await manager.delete(AdminInvitation, { id });
        await this.audit.record(by, 'admin.remove', id, { email: invitation.email, invitation: true }, manager);
        return invitationAccount(invitation);
      }
      const { team, admin } = found;
      if (admin.role === 'owner') keepAnOwner(team, admin.id);
      await manager.delete(Admin, { id });
      await this.audit.record(by, 'admin.remove', id, { email: admin.email, role: admin.role }, manager);
      return adminAccount(admin);
    });
  }

  /** For a colleague who lost their phone: the factor and its recovery codes go, and their sessions end. */
  async resetSecondFactor(id: string, by: AdminIdentity): Promise<AdminAccount> {
    return this.dataSource.transaction(async (manager) => {
      const admin = await manager.findOne(Admin, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!admin) throw new AppError('not_found', { subject: 'record' });
      await removeSecondFactor(manager, id);
      await this.audit.record(by, 'admin.mfa_reset', id, { email: admin.email }, manager);
      return adminAccount({ ...admin, mfa_secret: null });
    });
  }

  /**
   * The admin or invitation `id` names, with the whole team locked in one order: two owners
   * demoting each other at once queue instead of both seeing the other still an owner, and
   * cannot deadlock.
   */
  private async locate(
    manager: EntityManager,
    id: string,
  ): Promise<{ team: Admin[]; admin: Admin; invitation: null } | { team: Admin[]; admin: null; invitation: AdminInvitation }> {
    const team = await manager.find(Admin, { order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
    const admin = team.find((member) => member.id === id);
    if (admin) return { team, admin, invitation: null };
    const invitation = await manager.findOneBy(AdminInvitation, { id });
    if (!invitation) throw new AppError('not_found', { subject: 'record' });
    return { team, admin: null, invitation };
  }

  /** Writes invitations as they leave: a fresh token each, its hash stored on the invitation. */
  private async composeInvitations(jobs: Array<{ id: string; params: Record<string, string> }>): Promise<Array<OutgoingMail | null>> {
    const mails: Array<OutgoingMail | null> = [];
    for (const job of jobs) {
      const token = randomBytes(32).toString('base64url');
      const updated = await this.invitations
        .createQueryBuilder()
        .update()
        .set({ token_hash: tokenHash(token) })
        .where('id = :id AND expires_at > now()', { id: job.params.invitationId })
        .returning(['email', 'role', 'invited_by', 'expires_at'])
        .execute();
      const invitation = (updated.raw as AdminInvitation[])[0];
      if (!invitation) {
        mails.push(null);
        continue;
      }
      const link = `${this.config.publicUrl}${ADMIN_SECRET_ROUTES.invitation.replace(':token', token)}`;
      const content = invitationEmail({
        productName: this.config.productName,
        invitedBy: invitation.invited_by,
        role: invitation.role,
        link,
        validHours: INVITATION_TTL_MS / 3_600_000,
      });
      mails.push({ id: job.id, to: invitation.email, ...content, devLink: link });
    }
    return mails;
  }
}
