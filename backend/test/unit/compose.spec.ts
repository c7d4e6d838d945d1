import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';

type Service = {
  image?: string;
  build?: unknown;
  deploy?: { replicas?: number };
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: unknown };
  depends_on?: Record<string, { condition: string }>;
};

const root = path.resolve(__dirname, '..', '..', '..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  it('defines postgres, redis, mailpit, the app and the proxy in front of it', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'mailpit', 'postgres', 'proxy', 'redis']);
  });

  it('runs two app replicas sharing limits through Redis, reachable only through one entry point', () => {
    const { app, proxy } = compose.services;
    expect(app.deploy?.replicas).toBe(2);
    expect(app.ports).toBeUndefined();
    expect(app.environment?.REDIS_URL).toBe('redis://redis:6379');
    expect(app.environment?.TRUST_PROXY).toBe('1');
    expect(proxy.ports).toEqual(['3000:80']);
    expect(proxy.depends_on?.app.condition).toBe('service_healthy');
    const mount = (proxy.volumes ?? []).find((v) => v.endsWith(':/etc/nginx/conf.d/default.conf:ro'));
    expect(mount).toBe('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });

  it('has the proxy spread requests over the replicas and overwrite X-Forwarded-For with the client address', () => {
    const nginx = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
    expect(nginx).toMatch(/upstream app \{[^}]*server app:3000/);
    expect(nginx).toMatch(/proxy_pass http:\/\/app;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });

  it('publishes the Mailpit web inbox, which shows every confirmation link, on the loopback interface only', () => {
    const { mailpit } = compose.services;
    expect(mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
  });

  it('publishes nothing on a public interface but the proxy entry point', () => {
    const published = Object.entries(compose.services).flatMap(([name, service]) => (service.ports ?? []).map((port) => `${name} ${port}`));
    expect(published.filter((entry) => !/^\S+ 127\.0\.0\.1:/.test(entry))).toEqual(['proxy 3000:80']);
  });

  it('gives every service a healthcheck', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect({ name, test: Boolean(service.healthcheck?.test) }).toEqual({ name, test: true });
    }
  });

  it('starts the app only once its dependencies are healthy', () => {
    const deps = compose.services.app.depends_on ?? {};
    expect(Object.keys(deps).sort()).toEqual(['mailpit', 'postgres', 'redis']);
    for (const dep of Object.values(deps)) expect(dep.condition).toBe('service_healthy');
  });

  it('gives the app the environment production needs, pointing at the other services', () => {
    const env = compose.services.app.environment ?? {};
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    for (const key of [
      'PUBLIC_URL',
      'JWT_SECRET',
      'MAIL_LINK_SECRET',
      'SUPPRESSION_KEY',
      'WEBHOOK_SEAL_KEY',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'MAIL_FROM',
    ])
      expect(env[key]).toBeTruthy();
  });

  it('builds the app from the Dockerfile, which runs as a non-root user', () => {
    expect(compose.services.app.build).toBe('.');
    expect(dockerfile).toMatch(/^FROM .* AS build$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('CMD ["node", "backend/dist/main.js"]');
  });
});
