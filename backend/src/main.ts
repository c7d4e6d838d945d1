// First, so that every module loaded after it is compiled from the cache.
import './infra/compile-cache';
import 'reflect-metadata';
import type { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from './app.factory';
import { AuthService } from './auth/auth.service';
import { createRootLogger, developmentLogStream } from './common/logger';
import { ConfigError, type EnvConfig, loadConfig } from './config/app-config';
import { isPortInUse } from './infra/free-port';
import { Runtime, startRuntime } from './infra/runtime';
import { startBanner } from './infra/start-banner';
import { listenForOperations } from './security/operations-listener';

/**
 * Connections the kernel holds for the app before it accepts them. Node's default of 511 overflows
 * when a launch crowd connects at once, and each connection beyond it costs its client a SYN retry
 * of 1 s, then 3 s, that the app never sees; the kernel caps it at net.core.somaxconn (4096 on
 * current Linux).
 */
const LISTEN_BACKLOG = 4096;

/**
 * After a full collection, V8 lets the heap grow to as much as four times what stayed alive before the
 * next one; the garbage in between is resident memory. Growing by half instead kept a send to 50,000
 * within about 50 MB of where the app started, against 128 MB, for about 6 % of its sending pace
 * (docs/performance.md, bench:broadcast). `node --heap-growing-percent=<n>` on the command line wins.
 */
const HEAP_GROWING_PERCENT = 50;
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent') || arg.startsWith('--heap_growing_percent'))) {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

function fail(message: string): never {
  process.stderr.write(`Error: ${message}\n`);
  process.exit(1);
}

/** When `npm start` began (before its build), so the banner reports the whole wait; else this process's start. */
function launchedAt(): number {
  const given = Number(process.env.START_LAUNCHED_AT_MS);
  return Number.isSafeInteger(given) && given > 0 && given <= Date.now() ? given : Date.now();
}

async function main(): Promise<void> {
  const startedAt = launchedAt();
  let config: EnvConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const logger = createRootLogger(config.logLevel, config.env === 'development' ? developmentLogStream() : undefined);
  if (config.port !== 0 && (await isPortInUse(config.port, config.host))) {
    fail(`port ${config.port} is already in use; stop the other process or set PORT to a free port`);
  }

  let runtime: Runtime | undefined;
  let app: NestFastifyApplication | undefined;
  let opsServer: Server | undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    opsServer?.close();
    await app?.close().catch((err: unknown) => logger.error({ err }, 'error while closing the app'));
    await runtime?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    runtime = await startRuntime(config, (message) => logger.info(message));
    if (runtime.appliedMigrations.length) logger.info({ migrations: runtime.appliedMigrations }, 'migrations applied');
    app = await createApp(runtime.config, logger);
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    if (config.ops.port !== undefined) opsServer = await listenForOperations(app, config.ops.port, config.ops.host);
  } catch (err) {
    // The operator's log keeps the whole error; the console gets its first line.
    logger.error({ err }, 'start failed');
    opsServer?.close();
    await app?.close().catch(() => undefined);
    await runtime?.stop();
    fail((err as Error).message.split('\n')[0]);
  }

  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const readyMs = Date.now() - startedAt;
  logger.info({ readyMs, port }, 'ready');
  process.stdout.write(
    startBanner({
      productName: config.productName,
      base: `http://localhost:${port}`,
      readyMs,
      nodeVersion: process.version,
      devInboxUrl: runtime.config.mail.devInboxWebUrl,
      signIn: app.get(AuthService).takeCreatedSignIn(),
    }),
  );
}

void main();
