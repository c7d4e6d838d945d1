import { execFileSync, spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { freePort } from '../src/infra/free-port';

const ROOT = path.resolve(__dirname, '..', '..');

function processesMentioning(text: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', text], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

describe('npm start', () => {
  it('starts everything on its own, reuses the data on a second start, and leaves nothing behind on Ctrl-C or a SIGTERM sent to npm', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gameshift-start-'));
    fs.chmodSync(dataDir, 0o755);
    const env = { PATH: process.env.PATH, PORT: String(await freePort()), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

    // Ctrl-C in a terminal reaches the whole process group; a signal sent to one process (a process
    // manager stopping `npm start`, say) reaches only it, and must still stop everything.
    const runOnce = async (how: 'script' | 'npm', signal: NodeJS.Signals): Promise<string> => {
      const child =
        how === 'script'
          ? spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
          : spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const deadline = Date.now() + 60_000;
      while (!/is ready in/.test(output)) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not become ready:\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const ready = await fetch(`http://127.0.0.1:${env.PORT}/health/ready`);
      expect(ready.status).toBe(200);
      const stopping = Date.now();
      child.kill(signal);
      // With what it printed, so a stop that fails says why.
      expect({ code: await exited, output }).toEqual({ code: 0, output });
      expect(Date.now() - stopping).toBeLessThan(10_000);
      return output;
    };

    try {
      const first = await runOnce('script', 'SIGINT');
      expect(first).toMatch(/Site: +http:\/\/localhost:\d+\//);
      expect(first).toMatch(/Admin: +http:\/\/localhost:\d+\/admin/);
      expect(first).toMatch(/API docs: +http:\/\/localhost:\d+\/api\/docs/);
      expect(first).toMatch(/Dev inbox: +http:\/\/127\.0\.0\.1:\d+/);
      expect(first).toMatch(/Admin sign-in created: admin@localhost\.test \/ \S+/);
      // Shown once, so below the addresses and every start-up line rather than scrolled away among them.
      expect(first.indexOf('Admin sign-in created')).toBeGreaterThan(first.indexOf('is ready in'));
      expect(processesMentioning(dataDir)).toEqual([]);
      // TypeORM's migration chatter only with LOG_SQL=true.
      expect(first).not.toMatch(/\[Database\]|has been executed successfully/);

      const second = await runOnce('npm', 'SIGTERM');
      expect(second).not.toContain('Admin sign-in created');
      expect(processesMentioning(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('the built app in production', () => {
  function startProduction(env: Record<string, string>) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gameshift-prod-'));
    try {
      return spawnSync(process.execPath, [path.join(ROOT, 'backend', 'dist', 'main.js')], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('refuses to start without SMTP_URL, PUBLIC_URL and JWT_SECRET, one line each, before starting anything', () => {
    const result = startProduction({ ADMIN_API_SECRET: 'too-short' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe('Error: Invalid configuration:');
    expect(lines.slice(1).map((line) => line.replace(/^ {2}- /, '').split(' ')[0])).toEqual([
      'ADMIN_API_SECRET',
      'SMTP_URL',
      'PUBLIC_URL',
      'JWT_SECRET',
      'MAIL_LINK_SECRET',
      'SUPPRESSION_KEY',
      'WEBHOOK_SEAL_KEY',
    ]);
    // Neither the development inbox nor an embedded database was started, and no password printed.
    expect(result.stdout).not.toMatch(/Dev inbox|Admin sign-in created|PostgreSQL/);
  });
});
