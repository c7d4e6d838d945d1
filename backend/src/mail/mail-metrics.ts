import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { WaitingJobs } from '../queue';

/** What an operator watches of outgoing mail: how much waits, for how long, and how sending goes. */
export class MailMetrics {
  readonly sent: Counter;
  readonly failed: Counter;
  readonly deferred: Counter;
  readonly sendSeconds: Histogram;
  readonly waitSeconds: Histogram;

  constructor(registry: Registry, waiting: () => Promise<WaitingJobs>) {
    const registers = [registry];
    this.sent = new Counter({ name: 'mail_sent_total', help: 'Messages accepted by the SMTP server', registers });
    this.failed = new Counter({
      name: 'mail_failed_total',
      help: 'Failed tries to send a message (each is retried with backoff until the retry limit)',
      registers,
    });
    this.deferred = new Counter({
      name: 'mail_deferred_total',
      help: 'Messages put back because the SMTP server asked to slow down (4xx); not counted as failures',
      registers,
    });
    this.sendSeconds = new Histogram({
      name: 'mail_send_duration_seconds',
      help: 'Time to hand one message to the SMTP server',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.waitSeconds = new Histogram({
      name: 'mail_queue_wait_seconds',
      help: 'Time from queuing a message to the SMTP server accepting it',
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800],
      registers,
    });
    // Both read one query at scrape time; every instance reports the same shared queue.
    let last: Promise<WaitingJobs> | undefined;
    const read = () => (last ??= waiting().finally(() => setTimeout(() => (last = undefined), 500)));
    new Gauge({
      name: 'mail_queue_depth',
      help: 'Messages waiting to be sent (the queue is shared: every instance reports the same figure)',
      registers,
      async collect() {
        this.set((await read().catch(() => ({ depth: Number.NaN }))).depth);
      },
    });
    new Gauge({
      name: 'mail_queue_oldest_seconds',
      help: 'Age of the oldest message waiting to be sent; 0 when none waits',
      registers,
      async collect() {
        this.set((await read().catch(() => ({ oldestSeconds: Number.NaN }))).oldestSeconds);
      },
    });
  }
}
