import { ChildProcess, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { connect } from 'node:net';
import { freePort } from '../../src/infra/free-port';

/** Debian's redis-server, or REDIS_SERVER_PATH. */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\r\n')) {
        socket.end();
        resolve(text.startsWith('+PONG'));
      }
    });
  });
}

/**
 * A real Redis on a free loopback port, without persistence, started by the test like the SMTP
 * sink; it can be stopped and started again on the same port to play an outage.
 */
export class RedisServer {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServer> {
    if (!fs.existsSync(REDIS_SERVER)) {
      throw new Error(
        `redis-server is missing (${REDIS_SERVER}): install it with apt-get install -y redis-server, or set REDIS_SERVER_PATH`,
      );
    }
    const server = new RedisServer(await freePort());
    await server.up();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    const child = spawn(REDIS_SERVER, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.process = child;
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(this.port))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode} on port ${this.port}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${this.port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async down(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
