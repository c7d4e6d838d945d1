import { ERASE_REQUEST_COOLDOWN_MS, MANAGE_REQUEST_LIMIT } from '@gameshift/contracts';
import { createHash } from 'node:crypto';
import { AppError } from '../common/app-error';
import { LimitStorage } from '../common/limit-store/limit-storage';

/**
 * How often the mails of a person's own data may leave. The client is judged first, and a client
 * over its limit is refused before anything about an address or a reservation is counted: it can
 * neither add keys to the limit store nor use up anyone's allowance.
 */
export class ManageMailLimits {
  constructor(private readonly limits: LimitStorage) {}

  /**
   * Counts a request for a manage link: a client over its limit gets `rate_limited` (429, which says
   * nothing about any address); otherwise whether the address may be mailed now.
   */
  async linkRequest(client: string, canonicalEmail: string): Promise<boolean> {
    const { perAddress, perClient, windowMs } = MANAGE_REQUEST_LIMIT;
    const byClient = await this.limits.increment(`manage-link:client:${client}`, windowMs, perClient, windowMs);
    if (byClient.isBlocked) throw new AppError('rate_limited', { retryAfterSeconds: byClient.timeToBlockExpire });
    // The address travels to the limit store only as a hash.
    const addressKey = createHash('sha256').update(canonicalEmail).digest('hex');
    const byAddress = await this.limits.increment(`manage-link:address:${addressKey}`, windowMs, perAddress, windowMs);
    return !byAddress.isBlocked;
  }

  /** Whether the reservation may be mailed an erase confirmation now: one per ERASE_REQUEST_COOLDOWN_MS. */
  async eraseRequest(reservationId: string): Promise<boolean> {
    const counted = await this.limits.increment(`erase-link:${reservationId}`, ERASE_REQUEST_COOLDOWN_MS, 1, ERASE_REQUEST_COOLDOWN_MS);
    return !counted.isBlocked;
  }
}
