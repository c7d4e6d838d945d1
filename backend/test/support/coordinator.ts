import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { SHARED_CONFIGURATIONS, SharedConfiguration } from './shared-configurations';
import { SmtpSink } from './smtp-sink';
import { startTestApp, TestApp } from './test-app';

/**
 * Lives in Jest's main process for the whole run (started by global-setup) and serves the test
 * files, which run in workers of their own: it starts each shared configuration's app the first
 * time a file asks for it, and keeps the one SMTP sink those apps send to, read by recipient.
 */
export class Coordinator {
  private readonly apps = new Map<SharedConfiguration, Promise<TestApp>>();

  private constructor(
    private readonly server: Server,
    readonly sink: SmtpSink,
  ) {}

  static async start(): Promise<Coordinator> {
    const sink = await SmtpSink.start();
    const server = createServer();
    const coordinator = new Coordinator(server, sink);
    server.on('request', (req, res) => void coordinator.answer(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return coordinator;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** How many apps the run shared, for the suite's cost. */
  get appCount(): number {
    return this.apps.size;
  }

  async stop(): Promise<void> {
    const apps = await Promise.allSettled(this.apps.values());
    await Promise.all(apps.flatMap((app) => (app.status === 'fulfilled' ? [app.value.stop()] : [])));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await this.sink.down();
  }

  private app(name: SharedConfiguration): Promise<TestApp> {
    let app = this.apps.get(name);
    if (!app) {
      app = startTestApp(SHARED_CONFIGURATIONS[name](this.sink.url));
      // A start that failed is tried again by the next file that asks, not handed to every file.
      app.catch(() => this.apps.delete(name));
      this.apps.set(name, app);
    }
    return app;
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://coordinator');
    const [, kind, name, part] = url.pathname.split('/');
    try {
      if (kind === 'apps' && name in SHARED_CONFIGURATIONS) {
        const app = await this.app(name as SharedConfiguration);
        if (part === 'output') return reply(res, 200, app.output(), 'text/plain');
        return reply(res, 200, JSON.stringify({ baseUrl: app.baseUrl, databaseUrl: app.databaseUrl }));
      }
      if (kind === 'mail') {
        const to = url.searchParams.get('to') ?? '';
        const mails = this.sink.to(to).map((mail) => ({ ...mail, headers: [...mail.headers] }));
        return reply(res, 200, JSON.stringify(mails));
      }
      reply(res, 404, `no such thing: ${url.pathname}`, 'text/plain');
    } catch (error) {
      reply(res, 500, (error as Error).message, 'text/plain');
    }
  }
}

function reply(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}
