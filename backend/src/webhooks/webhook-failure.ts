import { createWebhookMessages, type WebhookFailure, type WebhookUrlRefusal } from '@gameshift/contracts';

/** A failed attempt as it is recorded: its kind, and what went wrong in a few words a person reads. */
export interface AttemptFailure {
  failure: WebhookFailure;
  error: string;
}

const { webhookUrlRefusalReason } = createWebhookMessages();

/** Node's codes for a connection that could not be made, or was dropped before an answer came. */
const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ECONNABORTED: 'connection aborted',
  EHOSTUNREACH: 'host unreachable',
  EHOSTDOWN: 'host down',
  ENETUNREACH: 'network unreachable',
  ENETDOWN: 'network down',
  EPIPE: 'connection closed while sending',
  EADDRNOTAVAIL: 'address not available',
};

/** Lookup failures: the address is pinned before the request, so these come only if that ever changes. */
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'ENODATA']);

/**
 * Certificate checks name their failure in the code (CERT_HAS_EXPIRED, DEPTH_ZERO_SELF_SIGNED_CERT,
 * UNABLE_TO_VERIFY_LEAF_SIGNATURE, ERR_TLS_CERT_ALTNAME_INVALID…); OpenSSL's own errors come as
 * EPROTO or ERR_SSL_*, with the reason inside a long message.
 */
const TLS_CODE = /^(EPROTO|ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|INVALID_CA|INVALID_PURPOSE)/;

/** OpenSSL's "…:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:…/ssl3_record.c:350:". */
const OPENSSL_REASON = /:SSL routines:[^:]*:([^:]+):/;

/** What a request's error carries, read without trusting its class: errors may come from another realm (a VM context, a test runner). */
interface NodeError {
  name: string;
  message: string;
  code?: unknown;
  address?: unknown;
  port?: unknown;
  reason?: unknown;
}

function asNodeError(error: unknown): NodeError {
  if (typeof error !== 'object' || error === null) return { name: 'Error', message: String(error) };
  const { name, message } = error as { name?: unknown; message?: unknown };
  return { ...error, name: typeof name === 'string' ? name : 'Error', message: typeof message === 'string' ? message : String(error) };
}

/** What an attempt that got no answer came to, judged from the error the request ended with. */
export function requestFailure(error: unknown, timeoutMs: number): AttemptFailure {
  const e = asNodeError(error);
  const code = typeof e.code === 'string' ? e.code : '';
  if (isTimeout(e)) return { failure: 'timeout', error: `no answer within ${formatSeconds(timeoutMs)} s` };
  if (DNS_CODES.has(code)) return { failure: 'dns', error: `${webhookUrlRefusalReason({ kind: 'unresolved' })} (${code})` };
  if (TLS_CODE.test(code)) return { failure: 'tls', error: tlsReason(e, code) };
  if (code in CONNECTION_CODES) {
    // Node's "socket hang up": the connection closed before the answer began.
    const what = e.message === 'socket hang up' ? 'connection closed before an answer' : CONNECTION_CODES[code];
    const where = typeof e.address === 'string' ? ` by ${e.address}${typeof e.port === 'number' ? `:${e.port}` : ''}` : '';
    return { failure: 'connect', error: `${what}${code === 'ECONNREFUSED' ? where : ''}` };
  }
  return { failure: 'other', error: firstLine(e.message) || code || e.name };
}

/** A URL the checks refused before anything was sent: a name that does not resolve is DNS's failure, the rest the site's rules. */
export function refusalFailure(refusal: WebhookUrlRefusal): AttemptFailure {
  return { failure: refusal.kind === 'unresolved' ? 'dns' : 'refused', error: webhookUrlRefusalReason(refusal) };
}

/** An answer other than 2xx; null for a delivered one. */
export function statusFailure(statusCode: number): AttemptFailure | null {
  return statusCode >= 200 && statusCode < 300 ? null : { failure: 'http', error: `answered ${statusCode}` };
}

/** The request's only signal is its timeout's (AbortSignal.timeout), which ends it with an AbortError caused by a TimeoutError. */
function isTimeout(e: NodeError): boolean {
  return e.name === 'TimeoutError' || e.name === 'AbortError';
}

function tlsReason(e: NodeError, code: string): string {
  if (code === 'EPROTO' || code.startsWith('ERR_SSL_')) {
    const reason = typeof e.reason === 'string' ? e.reason : OPENSSL_REASON.exec(e.message)?.[1];
    if (reason === 'wrong version number') return 'wrong version number: the port does not seem to speak https';
    if (reason) return reason;
  }
  return `${firstLine(e.message)}${code.startsWith('E') ? '' : ` (${code})`}`;
}

function firstLine(text: string): string {
  return text.split('\n')[0].trim().slice(0, 300);
}

function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}
