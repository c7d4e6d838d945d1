export interface OutgoingMail {
  /** Stable id of this message; repeats of the job with the same id are not sent again. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (an announcement's test copy carries List-Unsubscribe). */
  headers?: Record<string, string>;
  /** A link worth printing to the console when the development inbox is in use. */
  devLink?: string;
}

export const MAIL_QUEUE = 'mail.send';

/** The queue takes higher priorities first: a visitor is waiting for a confirmation link. */
export const MAIL_PRIORITY = { confirmation: 10, normal: 0 } as const;
