import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { connect } from 'node:net';
import * as path from 'node:path';
import { freePort, isPortInUse } from './free-port';

export interface DevInbox {
  smtpUrl: string;
  webUrl: string;
  stop(): Promise<void>;
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`development inbox did not open port ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** The ports a developer finds the inbox on every time (Mailpit's and MailHog's), unless taken. */
export const DEV_INBOX_DEFAULT_PORTS = { smtp: 1025, web: 8025 } as const;

/** `preferred` when nothing listens there, else a free port, and a word on why it moved. */
async function portOrFree(preferred: number, what: string, say: (message: string) => void): Promise<number> {
  if (!(await isPortInUse(preferred, '127.0.0.1'))) return preferred;
  const port = await freePort();
  say(
    `the development inbox's ${what} port ${preferred} is taken; using ${port} for this run (DEV_INBOX_${what.toUpperCase()}_PORT sets it)`,
  );
  return port;
}

/** Starts the development inbox on loopback: on the ports given, else on the default ones, else (when taken) on free ones. */
export async function startDevInbox(options: {
  dir: string;
  smtpPort?: number;
  webPort?: number;
  say?: (message: string) => void;
}): Promise<DevInbox> {
  const say = options.say ?? (() => undefined);
  const smtpPort = options.smtpPort ?? (await portOrFree(DEV_INBOX_DEFAULT_PORTS.smtp, 'smtp', say));
  const webPort = options.webPort ?? (await portOrFree(DEV_INBOX_DEFAULT_PORTS.web, 'web', say));
  fs.mkdirSync(options.dir, { recursive: true });
  const child = spawn(process.execPath, [path.join(__dirname, 'dev-inbox-child.js')], {
    stdio: ['pipe', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DEV_INBOX_SMTP_PORT: String(smtpPort),
      DEV_INBOX_WEB_PORT: String(webPort),
      DEV_INBOX_DIR: options.dir,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    Promise.all([waitForPort(smtpPort, 15_000), waitForPort(webPort, 15_000)]),
    exited.then(() => Promise.reject(new Error('development inbox exited during start'))),
  ]);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin?.end();
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
}
