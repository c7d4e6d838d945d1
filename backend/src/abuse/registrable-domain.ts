import { getDomain } from 'tldts';

/**
 * The domain someone registered, under which any number of subdomains cost nothing more:
 * `a.b.catch-all.example` and `catch-all.example` are one owner's (the public suffix list
 * decides where a registrable name starts: `example.co.uk`, not `co.uk`). A name the list cannot
 * place is kept whole.
 */
export function registrableDomain(domain: string): string {
  const lower = domain.trim().toLowerCase();
  return getDomain(lower, { allowPrivateDomains: true }) ?? lower;
}
