import { AppConfig } from '../config/app-config';
import { mailPace } from '../mail';

/** The queue of announcement copies, one job per batch of recipients. */
export const ANNOUNCEMENT_QUEUE = 'announcement.send';

/**
 * Below the mail queue's confirmations (MAIL_PRIORITY.confirmation): the consumer also waits while
 * confirmation mail is queued, since priorities order jobs only within one queue.
 */
export const ANNOUNCEMENT_PRIORITY = -10;

/**
 * Copies a batch holds at most. A batch costs about a dozen statements whatever its size, and only
 * as many copies as the SMTP pool sends are handed over at a time, so a larger batch puts no more
 * at risk when a send stops.
 */
const MAX_BATCH_COPIES = 200;

/**
 * Copies per batch: under a rate cap, about a second of mail per lane, so a pause or a stop finds
 * no batch that still has long to go.
 */
export function batchCopies(config: AppConfig): number {
  return mailPace(config, MAX_BATCH_COPIES).batchSize;
}

/**
 * One batch of a send, as its job carries it: ids and the generation it was queued in, never an
 * address. It owns the send's recipients from `first` to `last` (reservation ids, both included)
 * that are still queued when it runs; `copies` is how many there were when it was queued.
 */
export interface AnnouncementJob {
  announcementId: string;
  generation: number;
  first: string;
  last: string;
  copies: number;
  /** The one recipient of a job queued before the batches, which has no range. */
  reservationId?: string;
}
