const MARK = '[redacted]';

/**
 * A webhook URL as the audit log keeps it: scheme, host, port and path, with whatever may be a
 * credential marked out (a user and password, every query value and a bare query word, a
 * fragment). Operators read the audit log; the URLs themselves are the owners'.
 */
export function auditedUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return MARK;
  }
  const credentials = url.username || url.password ? `${MARK}@` : '';
  const query = url.search
    ? `?${url.search
        .slice(1)
        .split('&')
        .map((part) => (part.includes('=') ? `${part.slice(0, part.indexOf('='))}=${MARK}` : MARK))
        .join('&')}`
    : '';
  const fragment = url.hash ? `#${MARK}` : '';
  return `${url.protocol}//${credentials}${url.host}${url.pathname}${query}${fragment}`;
}
