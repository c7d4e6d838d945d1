import type { LoggerService } from '@nestjs/common';
import { Client } from 'pg';
import { listen } from './articles.queries';

/** How long to wait before connecting again after the connection is lost: doubling, up to a ceiling. */
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * Hears a PostgreSQL channel on a connection of its own (a pooled one cannot hold a LISTEN), and
 * calls `onChange` for each notification. A notification sent while the connection is down is
 * lost, so after every (re)connection `onChange` is called once too: the caller reloads everything
 * and misses nothing.
 */
export class ChangeListener {
  private client: Client | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onChange: () => void,
    private readonly logger: LoggerService,
  ) {}

  /** Connects; answers once listening, or once the first attempt failed (it keeps trying). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.url, application_name: 'gameshift-articles-listener' });
    client.on('notification', () => this.onChange());
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await listen(client, this.channel);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    this.onChange();
  }

  private lost(client: Client, err?: unknown): void {
    if (this.stopped || (this.client !== client && this.client !== null)) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.retry) return;
    this.logger.warn({ err, retryMs: this.retryMs }, `lost the ${this.channel} connection: connecting again, then reloading`);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}
