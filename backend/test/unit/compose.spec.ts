import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test: unknown };
  depends_on?: Record<string, { condition: string }>;
};

const root = path.resolve(__dirname, '..', '..', '..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as { services: Record<string, Service> };
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');

describe('docker-compose.yml', () => {
  it('defines postgres, redis, mailpit and the app', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'mailpit', 'postgres', 'redis']);
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
    for (const key of ['PUBLIC_URL', 'JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'MAIL_FROM']) expect(env[key]).toBeTruthy();
  });

  it('builds the app from the Dockerfile, which runs as a non-root user', () => {
    expect(compose.services.app.build).toBe('.');
    expect(dockerfile).toMatch(/^FROM .* AS build$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('CMD ["node", "backend/dist/main.js"]');
  });
});
