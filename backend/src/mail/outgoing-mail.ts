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

export const MAIL_QUEUE = 'mail.send';
