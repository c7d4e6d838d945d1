export interface OutgoingMail {
  /** Stable id of this message; repeats of the job with the same id are not sent again. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A link worth printing to the console when the development inbox is in use. */
  devLink?: string;
}

/**
 * A message written only when it is sent, by the composer registered for its kind: the queue then
 * holds what the message is about (a reservation id), never what it carries (a usable link).
 */
export interface DeferredMail {
  id: string;
  kind: string;
  params: Record<string, string>;
}

/**
 * Writes a batch of deferred messages of one kind at send time, in their order; null for one
 * with nothing left to send.
 */
export type MailComposer = (mails: DeferredMail[]) => Promise<Array<OutgoingMail | null>>;

export type MailJob = OutgoingMail | DeferredMail;

export const MAIL_QUEUE = 'mail.send';

/** The queue takes higher priorities first: a visitor is waiting for a confirmation link. */
export const MAIL_PRIORITY = { confirmation: 10, normal: 0 } as const;
