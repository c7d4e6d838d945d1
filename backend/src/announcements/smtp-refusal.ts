import { redactAddresses } from '../common/redact-addresses';

/**
 * What a failed send says, as far as the announcement cares:
 * - `slow_down`: a 4xx answer (421, 450, 451, 454…): the server is there and asks us to try later;
 * - `recipient`: a permanent refusal of this one mailbox at RCPT (5.1.x, 5.2.x, or a bare
 *   550/551/553): the address is dead, so it is bounced and suppressed;
 * - `ours`: any other 5xx (authentication, a sender not verified, a quota, policy 5.7.x, a refusal at
 *   connection, MAIL FROM or DATA): about us, not them, so nobody is suppressed and the send pauses;
 * - `transient`: no SMTP answer at all (the connection failed): tried again later.
 */
export type SmtpRefusal = 'slow_down' | 'recipient' | 'ours' | 'transient';

const ENHANCED = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;
const BARE_MAILBOX_CODES = new Set([550, 551, 553]);

export function classifySmtpError(error: unknown): SmtpRefusal {
  const { responseCode, command, response } = (error ?? {}) as { responseCode?: unknown; command?: unknown; response?: unknown };
  if (typeof responseCode !== 'number') return 'transient';
  if (responseCode >= 400 && responseCode < 500) return 'slow_down';
  if (responseCode < 500 || responseCode >= 600) return 'transient';
  if (command !== 'RCPT TO') return 'ours';
  const enhanced = typeof response === 'string' ? ENHANCED.exec(response) : null;
  if (enhanced) return enhanced[2] === '1' || enhanced[2] === '2' ? 'recipient' : 'ours';
  return BARE_MAILBOX_CODES.has(responseCode) ? 'recipient' : 'ours';
}

/**
 * The server's own words, for the log and the paused announcement (which viewers read): a line, no
 * more, without the addresses servers quote in a refusal.
 */
export function refusalText(error: unknown): string {
  const { responseCode, response, message } = (error ?? {}) as { responseCode?: number; response?: string; message?: string };
  const text = typeof response === 'string' && response !== '' ? response : (message ?? String(error));
  return redactAddresses(`${responseCode ?? ''} ${text}`.trim()).slice(0, 200);
}
