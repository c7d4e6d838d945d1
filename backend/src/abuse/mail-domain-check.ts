import { promises as dns } from 'node:dns';

/** A domain's answer to "can it receive mail?": only a definite DNS answer ever says no. */
export type MailDomainVerdict = 'receives_mail' | 'no_such_domain' | 'no_mail_host' | 'null_mx' | 'unknown';

/** Longest wait for DNS: beyond it the address is accepted, as on any DNS trouble. */
export const DNS_DEADLINE_MS = 1_500;

/** The part of node's resolver this check asks. */
export interface MailResolver {
  resolveMx(domain: string): Promise<Array<{ exchange: string; priority: number }>>;
  resolve4(domain: string): Promise<string[]>;
  resolve6(domain: string): Promise<string[]>;
}

/** A resolver with one try per question, asking `servers` (host:port) instead of the system's when given. */
export function mailResolver(servers: readonly string[]): MailResolver {
  const resolver = new dns.Resolver({ timeout: DNS_DEADLINE_MS, tries: 1 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return resolver;
}

/** Codes by which the resolver says, definitely, that a name or a record type does not exist. */
const NO_SUCH_NAME = new Set<string>([dns.NOTFOUND]);
const NO_RECORDS = new Set<string>([dns.NODATA]);

type Lookup<T> = { records: T[] } | { missing: 'name' | 'records' } | { failed: true };

async function lookup<T>(ask: () => Promise<T[]>): Promise<Lookup<T>> {
  try {
    const records = await ask();
    return records.length > 0 ? { records } : { missing: 'records' };
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (NO_SUCH_NAME.has(code)) return { missing: 'name' };
    if (NO_RECORDS.has(code)) return { missing: 'records' };
    return { failed: true };
  }
}

/** RFC 7505: a domain that says it takes no mail publishes one MX of preference 0 for the root ("."). */
function isNullMx(records: ReadonlyArray<{ exchange: string; priority: number }>): boolean {
  return records.length === 1 && records[0].priority === 0 && (records[0].exchange === '' || records[0].exchange === '.');
}

/**
 * Whether mail can be delivered to a domain: its MX records, or failing those an address record
 * (RFC 5321's implicit MX). A DNS failure (a timeout, a refused or failing server) is `unknown`,
 * which callers accept: a visitor is never turned away because DNS had a bad moment.
 */
export async function mailDomainVerdict(resolver: MailResolver, domain: string): Promise<MailDomainVerdict> {
  const mx = await lookup(() => resolver.resolveMx(domain));
  if ('records' in mx) return isNullMx(mx.records) ? 'null_mx' : 'receives_mail';
  if ('failed' in mx) return 'unknown';
  if (mx.missing === 'name') return 'no_such_domain';
  const [v4, v6] = await Promise.all([lookup(() => resolver.resolve4(domain)), lookup(() => resolver.resolve6(domain))]);
  if ('records' in v4 || 'records' in v6) return 'receives_mail';
  if ('failed' in v4 || 'failed' in v6) return 'unknown';
  return 'no_mail_host';
}

/** The verdict, or `unknown` when DNS takes longer than the deadline. */
export async function mailDomainVerdictWithin(
  resolver: MailResolver,
  domain: string,
  deadlineMs = DNS_DEADLINE_MS,
): Promise<MailDomainVerdict> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<MailDomainVerdict>((resolve) => {
    timer = setTimeout(() => resolve('unknown'), deadlineMs);
  });
  try {
    return await Promise.race([mailDomainVerdict(resolver, domain), late]);
  } finally {
    clearTimeout(timer);
  }
}
