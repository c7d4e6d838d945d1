import { wellKnownMailDomains } from './inbox';

/**
 * Edits between two strings, a swap of two neighbouring letters counting as one (gmial, gmail):
 * the optimal string alignment distance.
 */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/**
 * The address a person most likely meant when its domain is one edit away from a well-known
 * provider's (name@gmial.com: name@gmail.com), or undefined. Such domains are often registered
 * to catch mistyped mail, which is why the disposable lists hold some of them; the refusal then
 * names the likely address rather than calling the typed one disposable.
 */
export function likelyMailAddress(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 0) return undefined;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const known = wellKnownMailDomains();
  // Short domains are an edit away from too many others to guess which was meant.
  if (known.has(domain) || domain.length < 6) return undefined;
  for (const candidate of known) {
    if (editDistance(domain, candidate) === 1) return `${email.slice(0, at).trim()}@${candidate}`;
  }
  return undefined;
}
