/** The queue of announcement copies, one job per recipient. */
export const ANNOUNCEMENT_QUEUE = 'announcement.send';

/**
 * Below the mail queue's confirmations (MAIL_PRIORITY.confirmation): the consumer also waits while
 * confirmation mail is queued, since priorities order jobs only within one queue.
 */
export const ANNOUNCEMENT_PRIORITY = -10;

/** One recipient's copy, as its job carries it: ids and the generation it was queued in, never an address. */
export interface AnnouncementJob {
  announcementId: string;
  reservationId: string;
  generation: number;
}
