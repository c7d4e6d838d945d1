import { DEFAULT_LOCALE, ERASE_LINK_TTL_MS, localizedPath, MANAGE_LINK_TTL_MS, PUBLIC_ROUTES, type Locale } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { Clock } from '../common/clock';
import { returnedRows } from '../database/returned-rows';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { hashVerificationToken, isWellFormedToken, newVerificationToken } from '../reservations';
import { ManageLink, type ManageLinkPurpose, type ManageLinkSentIn } from './manage-link.entity';

/**
 * Mints and reads the links of a person's own data. A link is made when the mail that carries it is
 * composed, and only its hash is stored: no table and no queue archive ever holds a usable link.
 */
@Injectable()
export class ManageLinks {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  /** A manage link for each reservation, stored in one insert: the URL each mail carries, by reservation id. */
  async mintMany(
    reservationIds: readonly string[],
    sentIn: ManageLinkSentIn,
    manager?: EntityManager,
    /** Each reservation's language, whose manage page the link opens; English for one not named. */
    locales?: ReadonlyMap<string, Locale>,
  ): Promise<Map<string, string>> {
    const urls = new Map<string, string>();
    if (reservationIds.length === 0) return urls;
    const expiresAt = new Date(this.clock.now().getTime() + MANAGE_LINK_TTL_MS);
    const rows = [...new Set(reservationIds)].map((reservationId) => {
      const { token, hash } = newVerificationToken();
      urls.set(reservationId, this.url(PUBLIC_ROUTES.manageLink, token, locales?.get(reservationId)));
      return { token_hash: hash, reservation_id: reservationId, purpose: 'manage' as const, sent_in: sentIn, expires_at: expiresAt };
    });
    await (manager ?? this.dataSource.manager).getRepository(ManageLink).insert(rows);
    return urls;
  }

  /** The single-use link that confirms an erasure. */
  async mintErase(reservationId: string, manager?: EntityManager, locale?: Locale): Promise<string> {
    const { token, hash } = newVerificationToken();
    await (manager ?? this.dataSource.manager).getRepository(ManageLink).insert({
      token_hash: hash,
      reservation_id: reservationId,
      purpose: 'erase',
      sent_in: 'erase_link',
      expires_at: new Date(this.clock.now().getTime() + ERASE_LINK_TTL_MS),
    });
    return this.url(PUBLIC_ROUTES.manageErase, token, locale);
  }

  /** The reservation a live manage link names, or null (unknown, expired, or its reservation erased). */
  async reservationOf(token: string, purpose: ManageLinkPurpose = 'manage', manager?: EntityManager): Promise<string | null> {
    if (!isWellFormedToken(token)) return null;
    const link = await (manager ?? this.dataSource.manager).getRepository(ManageLink).findOne({
      select: { reservation_id: true },
      where: { token_hash: hashVerificationToken(token), purpose, used_at: IsNull(), expires_at: MoreThan(this.clock.now()) },
    });
    return link?.reservation_id ?? null;
  }

  /** Spends a live erase link, once: the reservation it names, or null when it is unknown, used or expired. */
  async spendErase(token: string, manager: EntityManager): Promise<string | null> {
    if (!isWellFormedToken(token)) return null;
    const now = this.clock.now();
    const result = await manager
      .createQueryBuilder()
      .update(ManageLink)
      .set({ used_at: now })
      .where('token_hash = :hash AND purpose = :purpose AND used_at IS NULL AND expires_at > :now', {
        hash: hashVerificationToken(token),
        purpose: 'erase',
        now,
      })
      .returning(['reservation_id'])
      .execute();
    const [row] = returnedRows<{ reservation_id: string }>(result);
    return row?.reservation_id ?? null;
  }

  private url(route: string, token: string, locale: Locale = DEFAULT_LOCALE): string {
    return `${this.config.publicUrl}${localizedPath(locale, route.replace(':token', token))}`;
  }
}
