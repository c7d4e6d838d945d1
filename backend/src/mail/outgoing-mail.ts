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

/** Writes a deferred message at send time; null when there is nothing left to send. */
export type MailComposer = (mail: DeferredMail) => Promise<OutgoingMail | null>;

export type MailJob = OutgoingMail | DeferredMail;

export const MAIL_QUEUE = 'mail.send';
