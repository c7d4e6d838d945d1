import type { ErrorTable } from '../common/app-error';

/** The mailbox rules' refusals of an email's domain. */
export const ABUSE_ERRORS = {
  email_domain_no_mail: { status: 400, answer: (messages) => ({ body: { error: messages.emailDomainNoMail, field: 'email' } }) },
  // No resetTime: the page shows the sentence under the email, where another address is the way on.
  email_domain_busy: { status: 429, answer: (messages) => ({ body: { error: messages.emailDomainBusy, field: 'email' } }) },
} satisfies ErrorTable;
