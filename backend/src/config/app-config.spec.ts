import { completeConfig, ConfigError, loadConfig, redactUrl } from './app-config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe(loadConfig.name, () => {
  it('starts with safe defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv');
    expect(config.port).toBe(3000);
    expect(config.productName).toBe('GameShift');
    expect(config.dataDir).toBe('/srv/.data');
    expect(config.database.url).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.demoMode).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(config.throttle).toEqual({
      reserveLimit: 20,
      reserveWindowSeconds: 300,
      defaultLimit: 120,
      defaultWindowSeconds: 60,
      loginLimit: 10,
      ipv6Prefix: 64,
      pendingPerClient: 5,
      loginAccountCeiling: 100,
    });
    expect(config.sitePassword).toBeUndefined();
  });

  it('lists every bad value in one error', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', DEMO_MODE: 'maybe', TRUST_PROXY: 'true' });
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT must be a whole number/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must use postgres: or postgresql:/);
    expect(problems.join('\n')).toMatch(/DEMO_MODE must be true or false/);
    expect(problems.join('\n')).toMatch(/TRUST_PROXY .*never "trust everything"/);
  });

  const PRODUCTION = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example.com:587',
    PUBLIC_URL: 'https://example.com',
    JWT_SECRET: 'x'.repeat(32),
    MAIL_LINK_SECRET: 'l'.repeat(32),
    SUPPRESSION_KEY: 's'.repeat(32),
    WEBHOOK_SEAL_KEY: 'w'.repeat(32),
  };

  it('starts in production with SMTP_URL, PUBLIC_URL and JWT_SECRET set, listening on every interface', () => {
    const config = loadConfig(PRODUCTION, '/srv');
    expect(config.env).toBe('production');
    expect(config.host).toBe('0.0.0.0');
    expect(config.mail.smtpUrl).toBe(PRODUCTION.SMTP_URL);
  });

  it.each(['SMTP_URL', 'PUBLIC_URL', 'JWT_SECRET', 'MAIL_LINK_SECRET', 'SUPPRESSION_KEY', 'WEBHOOK_SEAL_KEY'])(
    'refuses production without %s, in one line naming it',
    (name) => {
      const problems = problemsOf({ ...PRODUCTION, [name]: '' });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${name} is required when NODE_ENV=production: [^\\n]+$`));
    },
  );

  it('lists every missing production setting at once', () => {
    expect(problemsOf({ NODE_ENV: 'production' }).map((p) => p.split(' ')[0])).toEqual([
      'SMTP_URL',
      'PUBLIC_URL',
      'JWT_SECRET',
      'MAIL_LINK_SECRET',
      'SUPPRESSION_KEY',
      'WEBHOOK_SEAL_KEY',
    ]);
  });

  it('refuses an ADMIN_API_SECRET shorter than 32 characters, in any environment', () => {
    expect(problemsOf({ ADMIN_API_SECRET: 'short-secret' })).toEqual(['ADMIN_API_SECRET must be at least 32 characters when set']);
    expect(problemsOf({ ...PRODUCTION, ADMIN_API_SECRET: 'y'.repeat(31) })).toEqual([
      'ADMIN_API_SECRET must be at least 32 characters when set',
    ]);
    expect(loadConfig({ ADMIN_API_SECRET: 'y'.repeat(32) }, '/srv').auth.adminApiSecret).toBe('y'.repeat(32));
  });

  it('keeps the operations endpoints on the public port and open unless told otherwise', () => {
    expect(loadConfig({}, '/srv').ops).toEqual({ metricsToken: undefined, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(16), OPS_PORT: '9100' }, '/srv').ops).toEqual({
      metricsToken: 'm'.repeat(16),
      port: 9100,
      host: '127.0.0.1',
    });
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN must be at least 16 characters when set']);
  });

  it('listens on 127.0.0.1 outside production unless HOST says otherwise', () => {
    expect(loadConfig({}, '/srv').host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }, '/srv').host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }, '/srv').host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }, '/srv').host).toBe('10.0.0.5');
  });

  it('requires the admin email and password together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.co' })).toContain('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  });

  it('requires a site password when password protection is on', () => {
    expect(problemsOf({ PASSWORD_PROTECTION: 'true' })).toContain('SITE_PASSWORD is required when PASSWORD_PROTECTION is on');
    expect(loadConfig({ PASSWORD_PROTECTION: 'on', SITE_PASSWORD: 'letmein' }, '/srv').sitePassword).toBe('letmein');
  });

  it('accepts a hop count or a list of proxy addresses for TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }, '/srv').trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, '/srv').trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(problemsOf({ TRUST_PROXY: 'proxy.local' })).toEqual(['TRUST_PROXY entry "proxy.local" is not an IP address or CIDR range']);
  });

  it('lets tests and benchmarks raise the throttling limits', () => {
    const config = loadConfig({ THROTTLE_RESERVE_LIMIT: '100000', THROTTLE_RESERVE_WINDOW_S: '1' }, '/srv');
    expect(config.throttle.reserveLimit).toBe(100000);
    expect(config.throttle.reserveWindowSeconds).toBe(1);
  });

  it('reads the operator changes to the disposable-domain list as lowercase domain names', () => {
    const config = loadConfig(
      { DISPOSABLE_EMAIL_BLOCK: 'Burner.Example, mx.other.test', DISPOSABLE_EMAIL_ALLOW: 'partner.example' },
      '/srv',
    );
    expect(config.disposableEmail).toEqual({ extraBlocked: ['burner.example', 'mx.other.test'], allowed: ['partner.example'] });
    expect(problemsOf({ DISPOSABLE_EMAIL_ALLOW: 'not a domain' })).toEqual([
      'DISPOSABLE_EMAIL_ALLOW entry "not a domain" is not a domain name such as example.com',
    ]);
  });

  it('keys IPv6 clients by a /64 unless THROTTLE_IPV6_PREFIX says otherwise, and refuses a prefix outside 16-128', () => {
    expect(loadConfig({}, '/srv').throttle.ipv6Prefix).toBe(64);
    expect(loadConfig({ THROTTLE_IPV6_PREFIX: '56' }, '/srv').throttle.ipv6Prefix).toBe(56);
    expect(problemsOf({ THROTTLE_IPV6_PREFIX: '8' })).toEqual(['THROTTLE_IPV6_PREFIX must be a whole number from 16 to 128 (got "8")']);
    expect(problemsOf({ THROTTLE_IPV6_PREFIX: '/64' })).toEqual(['THROTTLE_IPV6_PREFIX must be a whole number from 16 to 128 (got "/64")']);
  });

  it("fails a dead instance's mail for a retry within 13 s by default, leaving a restart time within the 30 s goal", () => {
    const { heartbeatSeconds, monitorSeconds } = loadConfig({}, '/srv').outbox;
    // pg-boss's monitor fails a job whose heartbeat lapsed on its next pass: at most both after the death.
    expect(heartbeatSeconds + monitorSeconds).toBeLessThanOrEqual(13);
    expect(problemsOf({ OUTBOX_HEARTBEAT_S: '5' })).toEqual(['OUTBOX_HEARTBEAT_S must be a whole number from 10 to 600 (got "5")']);
  });

  it('caps unverified reservations per client at 5 unless PENDING_PER_CLIENT says otherwise', () => {
    expect(loadConfig({}, '/srv').throttle.pendingPerClient).toBe(5);
    expect(loadConfig({ PENDING_PER_CLIENT: '2' }, '/srv').throttle.pendingPerClient).toBe(2);
    expect(problemsOf({ PENDING_PER_CLIENT: '0' })).toEqual(['PENDING_PER_CLIENT must be a whole number from 1 to 10000000 (got "0")']);
  });

  it('keeps settled webhook deliveries 30 days unless WEBHOOK_DELIVERY_RETENTION_DAYS says otherwise, from 1 to 3650', () => {
    expect(loadConfig({}, '/srv').retention.webhookDeliveryDays).toBe(30);
    expect(loadConfig({ WEBHOOK_DELIVERY_RETENTION_DAYS: '7' }, '/srv').retention.webhookDeliveryDays).toBe(7);
    expect(problemsOf({ WEBHOOK_DELIVERY_RETENTION_DAYS: '0' })).toEqual([
      'WEBHOOK_DELIVERY_RETENTION_DAYS must be a whole number from 1 to 3650 (got "0")',
    ]);
  });

  it('limits sign-ups to 10 an hour per email domain, holds handles 30 minutes and scales the proof of work, unless told otherwise', () => {
    expect(loadConfig({}, '/srv').abuse).toEqual({
      emailDomainLimit: 10,
      emailDomainWindowSeconds: 3600,
      emailDomainCheck: false,
      dnsServers: [],
      handleHoldMinutes: 30,
      powCost: 4000,
    });
    const set = loadConfig(
      { EMAIL_DOMAIN_LIMIT: '3', EMAIL_DOMAIN_WINDOW_S: '60', HANDLE_HOLD_MINUTES: '5', HUMAN_CHECK_POW_COST: '1' },
      '/srv',
    );
    expect(set.abuse).toMatchObject({ emailDomainLimit: 3, emailDomainWindowSeconds: 60, handleHoldMinutes: 5, powCost: 1 });
    expect(problemsOf({ HANDLE_HOLD_MINUTES: '0', HUMAN_CHECK_POW_COST: '0' })).toEqual([
      'HANDLE_HOLD_MINUTES must be a whole number from 1 to 1440 (got "0")',
      'HUMAN_CHECK_POW_COST must be a whole number from 1 to 1000000 (got "0")',
    ]);
  });

  it('checks that email domains take mail in production only, unless EMAIL_DOMAIN_CHECK says otherwise', () => {
    expect(loadConfig(PRODUCTION, '/srv').abuse.emailDomainCheck).toBe(true);
    expect(loadConfig({ ...PRODUCTION, EMAIL_DOMAIN_CHECK: 'off' }, '/srv').abuse.emailDomainCheck).toBe(false);
    expect(loadConfig({ EMAIL_DOMAIN_CHECK: 'true' }, '/srv').abuse.emailDomainCheck).toBe(true);
  });

  it('reads DNS_SERVERS as resolver addresses and names each one that is not', () => {
    expect(loadConfig({ DNS_SERVERS: '127.0.0.1:5353, 9.9.9.9, [::1]:53' }, '/srv').abuse.dnsServers).toEqual([
      '127.0.0.1:5353',
      '9.9.9.9',
      '[::1]:53',
    ]);
    expect(problemsOf({ DNS_SERVERS: 'dns.example:53,127.0.0.1:99999' })).toEqual([
      'DNS_SERVERS entry "dns.example:53" is not a resolver address such as 127.0.0.1:53 or [::1]:53',
      'DNS_SERVERS entry "127.0.0.1:99999" is not a resolver address such as 127.0.0.1:53 or [::1]:53',
    ]);
  });

  it('never repeats a password from a connection string in a message', () => {
    expect(redactUrl('postgres://user:s3cret@db:5432/app')).toBe('postgres://user:***@db:5432/app');
    expect(problemsOf({ DATABASE_URL: 'postgres://user:s3cret@' }).join('\n')).not.toContain('s3cret');
  });
});

describe(completeConfig.name, () => {
  const started = (asked: string[]) => ({
    databaseUrl: 'postgres://127.0.0.1:5433/gameshift',
    smtpUrl: 'smtp://127.0.0.1:2525',
    key: (name: string) => {
      asked.push(name);
      return `generated ${name}`;
    },
  });

  it('keeps every key the environment names and asks for a development key only where it names none', () => {
    const asked: string[] = [];
    const config = completeConfig(loadConfig({ JWT_SECRET: 'j'.repeat(32), WEBHOOK_SEAL_KEY: 'w'.repeat(32) }, '/srv'), started(asked));
    expect(asked.sort()).toEqual(['mail-link-secret', 'suppression-key']);
    expect(config.auth.jwtSecret).toBe('j'.repeat(32));
    expect(config.webhooks.sealKey).toBe('w'.repeat(32));
    expect(config.mailKeys).toMatchObject({ linkSecret: 'generated mail-link-secret', suppressionKey: 'generated suppression-key' });
    expect(config.database.url).toBe('postgres://127.0.0.1:5433/gameshift');
  });
});
