import { isIP } from 'node:net';
import * as path from 'node:path';
import { DEFAULT_PRODUCT_NAME, HUMAN_CHECK_POW } from '@gameshift/contracts';
import { resolveContentDir } from './content-dir';

/**
 * The configuration the app runs on: the environment's, read once at boot (loadConfig), with the
 * database, the SMTP server and the keys that development may leave unset filled in by the start
 * (completeConfig).
 */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  productName: string;
  dataDir: string;
  /** Articles, their media and snapshots of embedded posts. */
  contentDir: string;
  demoMode: boolean;
  socialUrl: string;
  trustProxy: number | string[] | false;
  corsOrigins: string[];
  database: {
    url: string;
    embeddedPort: number | undefined;
    poolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    /** LOG_SQL: every statement (never its parameters) and TypeORM's own chatter in the log. */
    logSql: boolean;
  };
  mail: {
    /** SMTP_URL, or the development inbox's address. */
    smtpUrl: string;
    /** Set when the development inbox runs in place of a real SMTP server. */
    devInboxWebUrl?: string;
    from: string;
    devInboxSmtpPort: number | undefined;
    devInboxWebPort: number | undefined;
    retryLimit: number;
    retryDelaySeconds: number;
    /** How often an idle worker looks for mail queued by another instance; a backlog is drained without waiting. */
    pollingIntervalSeconds: number;
    /** SMTP connections each instance keeps open and reuses. */
    poolSize: number;
    /** Messages per second for the whole site, across instances; undefined: no cap. */
    maxPerSecond: number | undefined;
    /** A message taken by an instance that then died is sent again after this long. */
    jobTimeoutSeconds: number;
  };
  /**
   * The outbox's crash recovery, by pg-boss's heartbeats: a worker touches the jobs it holds every
   * half `heartbeatSeconds`; pg-boss's monitor, every `monitorSeconds`, fails (for a retry) a job
   * not touched for `heartbeatSeconds`, and a worker stops sending three quarters of it after its
   * last touch that went through.
   */
  outbox: {
    heartbeatSeconds: number;
    monitorSeconds: number;
  };
  redisUrl: string | undefined;
  /**
   * Admission control of the public writes, per instance: beyond `maxInFlight` requests at once a
   * request waits in a queue of `maxQueue` for at most `queueTimeoutMs`; beyond that it is answered
   * 503 with Retry-After `retryAfterSeconds`, before anything of the visitor's is spent.
   */
  admission: {
    maxInFlight: number;
    maxQueue: number;
    queueTimeoutMs: number;
    retryAfterSeconds: number;
  };
  auth: {
    jwtSecret: string;
    jwtTtlSeconds: number;
    adminEmail: string | undefined;
    adminPassword: string | undefined;
    adminApiSecret: string | undefined;
    /** `required`: every admin enrols a second factor at first sign-in, before anything else. */
    mfa: 'required' | 'optional';
  };
  /**
   * Keys of the announcement mail, each of its own so that rotating one (JWT_SECRET above all)
   * breaks nothing else: see the suppressions feature.
   */
  mailKeys: {
    /** MAIL_LINK_SECRET: signs the links a mail carries (one-click unsubscribe). Rotating it breaks links already sent. */
    linkSecret: string;
    /** SUPPRESSION_KEY: keys the hashes the suppression list is kept by. Never rotated: the list would forget everyone. */
    suppressionKey: string;
    /** MAIL_EVENTS_SECRET: the provider signs its bounce and complaint events with it; unset, the route is off. */
    eventsSecret: string | undefined;
  };
  throttle: {
    reserveLimit: number;
    reserveWindowSeconds: number;
    defaultLimit: number;
    defaultWindowSeconds: number;
    loginLimit: number;
    /** Bits of an IPv6 address that name one client: a home or a server usually holds a whole /64. */
    ipv6Prefix: number;
    /** Unverified, unexpired reservations one client may hold at once. */
    pendingPerClient: number;
    /** Failed sign-ins to one account from all clients, within the decay time, beyond which every attempt is slowed. */
    loginAccountCeiling: number;
  };
  /** Operator's changes to the maintained disposable-domain lists. */
  disposableEmail: { extraBlocked: string[]; allowed: string[] };
  /** What a reservation costs beyond the game: see the abuse feature. */
  abuse: {
    /** Reservations per email domain outside the well-known providers, per window. */
    emailDomainLimit: number;
    emailDomainWindowSeconds: number;
    /** Whether the email's domain is looked up for a way to receive mail. */
    emailDomainCheck: boolean;
    /** Resolvers to ask instead of the system's, as host:port. */
    dnsServers: string[];
    /** How long an unconfirmed reservation keeps others from its handle. */
    handleHoldMinutes: number;
    /** Scale of the proof of work under the game; 1 is the cheapest challenge. */
    powCost: number;
  };
  /** First-party analytics: see the analytics feature. */
  analytics: {
    /** Seconds between writes of the counted events. */
    flushSeconds: number;
    /** Distinct visitor-days and page counts held between writes; events beyond are dropped. */
    maxPending: number;
  };
  sitePassword: string | undefined;
  ops: {
    /** When set, GET /metrics needs `Authorization: Bearer <token>`. */
    metricsToken: string | undefined;
    /** When set, /metrics and /api/docs are served only on this port, not the public one. */
    port: number | undefined;
    host: string;
  };
  tweetApiUrl: string;
  purgeUnverifiedAfterDays: number;
  /** Where the privacy page tells visitors to write (its `{contact}`). */
  privacyContact: string;
  logLevel: string;
  /** Webhooks to the game: see the webhooks feature. */
  webhooks: {
    /** WEBHOOK_SEAL_KEY: the endpoints' signing secrets are stored sealed under it. */
    sealKey: string;
    /** Whether a webhook URL may be plain http and reach loopback, private or metadata addresses: never in production unless told. */
    allowPrivate: boolean;
    /** The first retry's delay; each next one doubles, up to an hour. */
    retryBaseMs: number;
    /** How long a delivery is retried, and how long an endpoint may fail straight before it is disabled. */
    retryWindowSeconds: number;
    timeoutMs: number;
  };
  /** The game's API: per-key limits and the claim link an announcement carries. */
  gameApi: {
    /** Requests one API key may make per window, across every instance that shares REDIS_URL. */
    keyLimit: number;
    keyWindowSeconds: number;
    /** CLAIM_URL_TEMPLATE: the game's claim page with `{code}`; unset, `{claim_url}` is the site's URL and no code is minted. */
    claimUrlTemplate: string | undefined;
  };
  /** How long each kind of personal data is kept (the privacy page states them). */
  retention: {
    /** RELEASED_HANDLE_HOLD_DAYS: how long an erased reservation's handle stays taken. */
    releasedHandleHoldDays: number;
    /** ANALYTICS_RETENTION_DAYS: visitor tallies and their source rows. */
    analyticsDays: number;
    /** VIOLATION_RETENTION_DAYS: after it, a violation keeps its counts but no IP address or user agent. */
    violationDays: number;
    /** AUDIT_RETENTION_DAYS: admin audit entries. */
    auditDays: number;
    /** WEBHOOK_DELIVERY_RETENTION_DAYS: webhook deliveries (a reservation's id and handle) and their attempts, once settled. */
    webhookDeliveryDays: number;
  };
}

/** `T` with the properties `K` left unset when the environment names none. */
type Unset<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | undefined };

/**
 * The configuration as the environment gives it. Production must name each of these (loadConfig
 * refuses to start without them); development may leave them to the start, which runs an embedded
 * PostgreSQL and a development inbox and keeps generated keys in DATA_DIR.
 */
export type EnvConfig = Omit<AppConfig, 'database' | 'mail' | 'auth' | 'mailKeys' | 'webhooks'> & {
  database: Unset<AppConfig['database'], 'url'>;
  mail: Unset<Omit<AppConfig['mail'], 'devInboxWebUrl'>, 'smtpUrl'>;
  auth: Unset<AppConfig['auth'], 'jwtSecret'>;
  mailKeys: Unset<AppConfig['mailKeys'], 'linkSecret' | 'suppressionKey'>;
  webhooks: Unset<AppConfig['webhooks'], 'sealKey'>;
};

/**
 * What the start settled: the database and the SMTP server the app uses (the environment's, or the
 * ones it started), and a key for each the environment leaves unset.
 */
export interface Started {
  databaseUrl: string;
  smtpUrl: string;
  /** Set when the development inbox runs in place of a real SMTP server. */
  devInboxWebUrl?: string;
  key(name: DevelopmentKey): string;
}

/** The keys development may leave unset, by the name of the file the start keeps each in. */
export type DevelopmentKey = 'jwt-secret' | 'mail-link-secret' | 'suppression-key' | 'webhook-seal-key';

/** The configuration the app runs on: the environment's, and what the start settled where it names nothing. */
export function completeConfig(env: EnvConfig, started: Started): AppConfig {
  return {
    ...env,
    database: { ...env.database, url: started.databaseUrl },
    mail: { ...env.mail, smtpUrl: started.smtpUrl, devInboxWebUrl: started.devInboxWebUrl },
    auth: { ...env.auth, jwtSecret: env.auth.jwtSecret ?? started.key('jwt-secret') },
    mailKeys: {
      ...env.mailKeys,
      linkSecret: env.mailKeys.linkSecret ?? started.key('mail-link-secret'),
      suppressionKey: env.mailKeys.suppressionKey ?? started.key('suppression-key'),
    },
    webhooks: { ...env.webhooks, sealKey: env.webhooks.sealKey ?? started.key('webhook-seal-key') },
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  string(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  }

  optionalPort(name: string): number | undefined {
    if (this.string(name) === undefined) return undefined;
    return this.int(name, 0, 1, 65535);
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.string(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  url(name: string, protocols: string[], fallback: string): string;
  url(name: string, protocols: string[]): string | undefined;
  url(name: string, protocols: string[], fallback?: string): string | undefined {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        this.problems.push(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
      }
    } catch {
      this.problems.push(`${name} must be a URL (got "${redactUrl(raw)}")`);
    }
    return raw;
  }

  /** A comma-separated list of domain names, lowercased. */
  domains(name: string): string[] {
    const entries = (this.string(name) ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean);
    for (const entry of entries) {
      if (!/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(entry)) {
        this.problems.push(`${name} entry "${entry}" is not a domain name such as example.com`);
      }
    }
    return entries;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }
}

/** Hides the password part of a connection string before it reaches a message. */
export function redactUrl(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** DNS_SERVERS: resolvers as host:port (or a bare host on port 53), IPv6 in brackets. */
function parseDnsServers(reader: EnvReader): string[] {
  const entries = (reader.string('DNS_SERVERS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const match = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d{1,5}))?$/.exec(entry);
    const host = match?.[1] ?? match?.[2];
    const port = match?.[3] === undefined ? 53 : Number(match[3]);
    if (!host || !isIP(host) || port < 1 || port > 65535) {
      reader.problems.push(`DNS_SERVERS entry "${entry}" is not a resolver address such as 127.0.0.1:53 or [::1]:53`);
    }
  }
  return entries;
}

function parseTrustProxy(reader: EnvReader): AppConfig['trustProxy'] {
  const raw = reader.string('TRUST_PROXY');
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw.toLowerCase() === 'true' || raw === '*') {
    reader.problems.push('TRUST_PROXY must be a hop count or a list of addresses/CIDRs, never "trust everything"');
    return false;
  }
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || (bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > maxBits))) {
      reader.problems.push(`TRUST_PROXY entry "${entry}" is not an IP address or CIDR range`);
    }
  }
  return entries;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): EnvConfig {
  const r = new EnvReader(env);
  const nodeEnv = r.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = r.int('PORT', 3000, 0, 65535);
  const publicUrl = r.url('PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port || 3000}`).replace(/\/+$/, '');
  const corsOrigins = (r.string('CORS_ORIGINS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    try {
      new URL(origin);
    } catch {
      r.problems.push(`CORS_ORIGINS entry "${origin}" is not an origin such as https://example.com`);
    }
  }

  const jwtSecret = r.string('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) r.problems.push('JWT_SECRET must be at least 32 characters');
  const adminApiSecret = r.string('ADMIN_API_SECRET');
  if (adminApiSecret && adminApiSecret.length < 32) r.problems.push('ADMIN_API_SECRET must be at least 32 characters when set');
  for (const name of ['MAIL_LINK_SECRET', 'SUPPRESSION_KEY', 'MAIL_EVENTS_SECRET', 'WEBHOOK_SEAL_KEY']) {
    const value = r.string(name);
    if (value && value.length < 32) r.problems.push(`${name} must be at least 32 characters`);
  }
  const metricsToken = r.string('METRICS_TOKEN');
  if (metricsToken && metricsToken.length < 16) r.problems.push('METRICS_TOKEN must be at least 16 characters when set');
  if (nodeEnv === 'production') {
    // Each has a development stand-in (a generated key, the local inbox, localhost links) that
    // must never serve real visitors: production names them, or does not start.
    const required: [string, string][] = [
      ['SMTP_URL', 'without it, verification emails would go to the development inbox, not to visitors'],
      ['PUBLIC_URL', 'the links in emails are built from it'],
      ['JWT_SECRET', 'admin tokens are signed with it'],
      ['MAIL_LINK_SECRET', 'the unsubscribe links in announcements are signed with it'],
      ['SUPPRESSION_KEY', 'the suppression list is kept by hashes under it'],
      ['WEBHOOK_SEAL_KEY', "the webhooks' signing secrets are stored sealed under it"],
    ];
    for (const [name, why] of required) {
      if (!r.string(name)) r.problems.push(`${name} is required when NODE_ENV=production: ${why}`);
    }
  }

  const adminEmail = r.string('ADMIN_EMAIL');
  const adminPassword = r.string('ADMIN_PASSWORD');
  if (adminEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(adminEmail)) r.problems.push('ADMIN_EMAIL must be an email address');
  if (adminPassword && adminPassword.length < 12) r.problems.push('ADMIN_PASSWORD must be at least 12 characters');
  if (Boolean(adminEmail) !== Boolean(adminPassword)) r.problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');

  const passwordProtection = r.bool('PASSWORD_PROTECTION', false);
  const sitePassword = r.string('SITE_PASSWORD');
  if (passwordProtection && !sitePassword) r.problems.push('SITE_PASSWORD is required when PASSWORD_PROTECTION is on');

  const poolSize = r.int('DATABASE_POOL_SIZE', 10, 1, 200);
  const config: EnvConfig = {
    env: nodeEnv,
    port,
    // Only production listens on every interface unless told otherwise; a laptop stays private.
    host: r.string('HOST') ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    productName: r.string('PRODUCT_NAME') ?? DEFAULT_PRODUCT_NAME,
    dataDir: path.resolve(cwd, r.string('DATA_DIR') ?? '.data'),
    contentDir: resolveContentDir(env, cwd),
    demoMode: r.bool('DEMO_MODE', false),
    socialUrl: r.url('SOCIAL_URL', ['http:', 'https:'], 'https://x.com'),
    trustProxy: parseTrustProxy(r),
    corsOrigins,
    database: {
      url: r.url('DATABASE_URL', ['postgres:', 'postgresql:']),
      embeddedPort: r.optionalPort('EMBEDDED_PG_PORT'),
      poolSize,
      connectTimeoutMs: r.int('DATABASE_CONNECT_TIMEOUT_MS', 5000, 100, 120000),
      statementTimeoutMs: r.int('DATABASE_STATEMENT_TIMEOUT_MS', 10000, 100, 600000),
      logSql: r.bool('LOG_SQL', false),
    },
    mail: {
      smtpUrl: r.url('SMTP_URL', ['smtp:', 'smtps:']),
      from: r.string('MAIL_FROM') ?? `"${r.string('PRODUCT_NAME') ?? DEFAULT_PRODUCT_NAME}" <no-reply@localhost>`,
      devInboxSmtpPort: r.optionalPort('DEV_INBOX_SMTP_PORT'),
      devInboxWebPort: r.optionalPort('DEV_INBOX_WEB_PORT'),
      retryLimit: r.int('MAIL_RETRY_LIMIT', 12, 0, 100),
      retryDelaySeconds: r.int('MAIL_RETRY_DELAY_S', 5, 1, 3600),
      pollingIntervalSeconds: r.int('MAIL_POLL_INTERVAL_S', 1, 1, 60),
      poolSize: r.int('MAIL_POOL_SIZE', 10, 1, 100),
      maxPerSecond: r.string('MAIL_MAX_PER_SECOND') === undefined ? undefined : r.int('MAIL_MAX_PER_SECOND', 1, 1, 100_000),
      jobTimeoutSeconds: r.int('MAIL_JOB_TIMEOUT_S', 120, 2, 3600),
    },
    outbox: outboxConfig(r),
    redisUrl: r.url('REDIS_URL', ['redis:', 'rediss:']),
    admission: admissionConfig(r, poolSize),
    auth: {
      jwtSecret,
      jwtTtlSeconds: r.int('JWT_TTL', 8 * 3600, 30, 30 * 24 * 3600),
      adminEmail,
      adminPassword,
      adminApiSecret,
      mfa: r.oneOf('ADMIN_MFA', ['required', 'optional'] as const, nodeEnv === 'production' ? 'required' : 'optional'),
    },
    mailKeys: {
      linkSecret: r.string('MAIL_LINK_SECRET'),
      suppressionKey: r.string('SUPPRESSION_KEY'),
      eventsSecret: r.string('MAIL_EVENTS_SECRET'),
    },
    throttle: {
      reserveLimit: r.int('THROTTLE_RESERVE_LIMIT', 20, 1, 10_000_000),
      reserveWindowSeconds: r.int('THROTTLE_RESERVE_WINDOW_S', 300, 1, 86400),
      defaultLimit: r.int('THROTTLE_DEFAULT_LIMIT', 120, 1, 10_000_000),
      defaultWindowSeconds: r.int('THROTTLE_DEFAULT_WINDOW_S', 60, 1, 86400),
      loginLimit: r.int('THROTTLE_LOGIN_LIMIT', 10, 1, 10_000_000),
      ipv6Prefix: r.int('THROTTLE_IPV6_PREFIX', 64, 16, 128),
      pendingPerClient: r.int('PENDING_PER_CLIENT', 5, 1, 10_000_000),
      loginAccountCeiling: r.int('LOGIN_ACCOUNT_CEILING', 100, 1, 10_000_000),
    },
    disposableEmail: { extraBlocked: r.domains('DISPOSABLE_EMAIL_BLOCK'), allowed: r.domains('DISPOSABLE_EMAIL_ALLOW') },
    analytics: {
      flushSeconds: r.int('ANALYTICS_FLUSH_S', 5, 1, 3600),
      maxPending: r.int('ANALYTICS_MAX_PENDING', 100_000, 100, 10_000_000),
    },
    abuse: {
      emailDomainLimit: r.int('EMAIL_DOMAIN_LIMIT', 10, 1, 10_000_000),
      emailDomainWindowSeconds: r.int('EMAIL_DOMAIN_WINDOW_S', 3600, 1, 7 * 86400),
      // Production asks the world's DNS; a laptop or a test runner may have none worth asking.
      emailDomainCheck: r.bool('EMAIL_DOMAIN_CHECK', nodeEnv === 'production'),
      dnsServers: parseDnsServers(r),
      handleHoldMinutes: r.int('HANDLE_HOLD_MINUTES', 30, 1, 24 * 60),
      powCost: r.int('HUMAN_CHECK_POW_COST', HUMAN_CHECK_POW.defaultCost, 1, HUMAN_CHECK_POW.maxCost),
    },
    sitePassword: passwordProtection ? sitePassword : undefined,
    ops: {
      metricsToken: r.string('METRICS_TOKEN'),
      port: r.optionalPort('OPS_PORT'),
      // The operations port is for the private network or the host itself, not the internet.
      host: r.string('OPS_HOST') ?? '127.0.0.1',
    },
    tweetApiUrl: r.url('TWEET_API_URL', ['http:', 'https:'], 'https://cdn.syndication.twimg.com'),
    purgeUnverifiedAfterDays: r.int('PURGE_UNVERIFIED_AFTER_DAYS', 30, 1, 3650),
    privacyContact: r.string('PRIVACY_CONTACT') ?? `privacy@${new URL(publicUrl).hostname}`,
    logLevel: r.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    webhooks: {
      sealKey: r.string('WEBHOOK_SEAL_KEY'),
      allowPrivate: r.bool('WEBHOOK_ALLOW_PRIVATE', nodeEnv !== 'production'),
      retryBaseMs: r.int('WEBHOOK_RETRY_BASE_MS', 30_000, 10, 3_600_000),
      retryWindowSeconds: r.int('WEBHOOK_RETRY_WINDOW_S', 24 * 3600, 1, 7 * 24 * 3600),
      timeoutMs: r.int('WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    },
    gameApi: gameApiConfig(r),
    retention: {
      releasedHandleHoldDays: r.int('RELEASED_HANDLE_HOLD_DAYS', 30, 0, 3650),
      analyticsDays: r.int('ANALYTICS_RETENTION_DAYS', 400, 1, 3650),
      violationDays: r.int('VIOLATION_RETENTION_DAYS', 90, 1, 3650),
      auditDays: r.int('AUDIT_RETENTION_DAYS', 400, 1, 3650),
      webhookDeliveryDays: r.int('WEBHOOK_DELIVERY_RETENTION_DAYS', 30, 1, 3650),
    },
  };

  if (r.problems.length > 0) throw new ConfigError(r.problems);
  return config;
}

/**
 * A dead instance's mail is failed for a retry within the heartbeat and a monitor pass (13 s by
 * default) and taken again after the retry's delay, which leaves a restart of a few seconds inside
 * the 30 s in which the last confirmation must have gone; a live instance stops sending 7.5 s after
 * its last touch that went through, far beyond a touch's usual milliseconds. pg-boss takes no
 * heartbeat under 10 s.
 */
function outboxConfig(r: EnvReader): AppConfig['outbox'] {
  const heartbeatSeconds = r.int('OUTBOX_HEARTBEAT_S', 10, 10, 600);
  const monitorSeconds = r.int('OUTBOX_MONITOR_S', 3, 1, 60);
  return { heartbeatSeconds, monitorSeconds };
}

function gameApiConfig(r: EnvReader): AppConfig['gameApi'] {
  const claimUrlTemplate = r.string('CLAIM_URL_TEMPLATE');
  if (claimUrlTemplate !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(claimUrlTemplate.split('{code}').join('code'));
    } catch {
      r.problems.push(`CLAIM_URL_TEMPLATE must be a URL (got "${claimUrlTemplate}")`);
    }
    if (url && !['http:', 'https:'].includes(url.protocol)) r.problems.push('CLAIM_URL_TEMPLATE must use http: or https:');
    // Without the code every copy would carry the same link, and no player could claim a handle with it.
    if (!claimUrlTemplate.includes('{code}'))
      r.problems.push('CLAIM_URL_TEMPLATE must contain {code}, where each copy puts its claim code');
  }
  return {
    keyLimit: r.int('THROTTLE_API_KEY_LIMIT', 600, 1, 10_000_000),
    keyWindowSeconds: r.int('THROTTLE_API_KEY_WINDOW_S', 60, 1, 86400),
    claimUrlTemplate,
  };
}

/**
 * Twice the pool in flight keeps every connection busy while the next statement is on its way. A
 * request may wait up to 4.5 s for a slot, counted from its arrival, which leaves half a second for
 * its own work within the 5 s in which a crowd is answered; the queue holds what the slots serve in
 * that time by their recent pace (admission-gate.ts), and at most a hundred times the slots.
 */
function admissionConfig(r: EnvReader, poolSize: number): AppConfig['admission'] {
  const maxInFlight = r.int('ADMISSION_MAX_IN_FLIGHT', 2 * poolSize, 1, 100_000);
  return {
    maxInFlight,
    maxQueue: r.int('ADMISSION_MAX_QUEUE', 100 * maxInFlight, 0, 1_000_000),
    queueTimeoutMs: r.int('ADMISSION_QUEUE_TIMEOUT_MS', 4500, 0, 60_000),
    retryAfterSeconds: r.int('ADMISSION_RETRY_AFTER_S', 2, 1, 300),
  };
}
