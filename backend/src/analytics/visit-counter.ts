import { ANALYTICS, type AnalyticsEvent, type JourneyCounts, type TrafficSource, type VisitorsPerDay } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { clientKey } from '../common/client-key';
import { Clock } from '../common/clock';
import {
  forgetSaltsBefore,
  journeyCounts,
  saltOfDay,
  savePageViews,
  saveVisitors,
  sourceCounts,
  visitorsPerDay,
} from './analytics.queries';
import { EventTally } from './event-tally';
import { sourceOf, storedPath } from './attribution';
import { utcDay, visitorId } from './visitor';

const DAY_MS = 86_400_000;

/** Client addresses whose visitors are remembered for the cap; beyond that the day's first ones are forgotten. */
const CLIENTS_REMEMBERED = 100_000;

export interface Visit {
  ip: string | undefined;
  userAgent: string | undefined;
}

export interface CounterSettings {
  /** The site's own address: a referrer on it is no source. */
  publicUrl: string;
  ipv6Prefix: number;
  /** Distinct visitor-days and page counts held between writes. */
  maxPending: number;
}

/** What goes wrong in a write or a salt lookup, for the log: analytics never fail a request. */
export type CounterLog = (message: string, error: unknown) => void;

/**
 * Counts the public site's events without a cookie and without keeping who sent them: each
 * request's events are tallied in memory under the visitor's daily hash, and `flush` writes the
 * tally in one statement per table. Recording an event never waits on the database (except once
 * a day per instance, for the day's salt), so a crowd's events cost the reservations nothing;
 * when the tally is full, further events are dropped.
 */
export class VisitCounter {
  private readonly tally: EventTally;
  private readonly ownHost: string;
  private salt: { day: string; value: Promise<Buffer> } | undefined;
  /** The day whose earlier salts this instance has deleted. */
  private saltsForgottenBefore: string | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** The day's visitors of each client (both as salted hashes), for ANALYTICS.visitorsPerClient. */
  private clients: { day: string; visitors: Map<string, Buffer[]> } = { day: '', visitors: new Map() };

  constructor(
    private readonly settings: CounterSettings,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly log: CounterLog = () => undefined,
  ) {
    this.tally = new EventTally(settings.maxPending);
    this.ownHost = new URL(settings.publicUrl).hostname;
  }

  /** Events dropped since start because the tally was full or its writes failed. */
  get dropped(): number {
    return this.tally.dropped;
  }

  async record(events: AnalyticsEvent[], visit: Visit): Promise<void> {
    const day = utcDay(this.clock.now());
    let salt: Buffer;
    try {
      salt = await this.saltOf(day);
    } catch (error) {
      this.log('no salt for the day; events dropped', error);
      this.tally.dropped += events.length;
      return;
    }
    const client = clientKey(visit.ip, this.settings.ipv6Prefix);
    const visitor = this.capped(day, visitorId(salt, client, '\0client'), visitorId(salt, client, visit.userAgent ?? ''));
    for (const event of events) this.tally.add(day, visitor, sourceOf(event, this.ownHost), event.name, storedPath(event.path));
  }

  /**
   * The visitor a client's events count under: its own, while the client has fewer than
   * ANALYTICS.visitorsPerClient that day; else the client's last one, so further user agents add none.
   * Held per instance: with n instances a client counts as at most n times as many.
   */
  private capped(day: string, client: Buffer, visitor: Buffer): Buffer {
    if (this.clients.day !== day) this.clients = { day, visitors: new Map() };
    const key = client.toString('base64');
    const seen = this.clients.visitors.get(key) ?? [];
    if (seen.some((known) => known.equals(visitor))) return visitor;
    if (seen.length >= ANALYTICS.visitorsPerClient) return seen[seen.length - 1];
    if (seen.length === 0) {
      if (this.clients.visitors.size >= CLIENTS_REMEMBERED) {
        const oldest = this.clients.visitors.keys().next().value;
        if (oldest !== undefined) this.clients.visitors.delete(oldest);
      }
      this.clients.visitors.set(key, seen);
    }
    seen.push(visitor);
    return visitor;
  }

  /** Writes what has been counted; one write at a time, so a slow database never stacks them up. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    await this.forgetPastSalts();
    if (this.tally.size === 0) return;
    const batch = this.tally.drain();
    try {
      await this.dataSource.transaction(async (manager) => {
        await saveVisitors(manager, batch.visitors);
        await savePageViews(manager, batch.pageViews);
      });
    } catch (error) {
      this.log('analytics write failed; its counts go with the next', error);
      this.tally.restore(batch);
    }
  }

  /** Once a day is over, its salt goes, whether or not anyone visits the next day. */
  private async forgetPastSalts(): Promise<void> {
    const today = utcDay(this.clock.now());
    if (this.saltsForgottenBefore === today) return;
    try {
      await forgetSaltsBefore(this.dataSource.manager, today);
      this.saltsForgottenBefore = today;
    } catch (error) {
      this.log('could not delete the salts of past days; trying again with the next write', error);
    }
  }

  /** The day's salt, asked of the database once per day (the next write deletes the days before, in forgetPastSalts). */
  private saltOf(day: string): Promise<Buffer> {
    if (this.salt?.day !== day) {
      const value = saltOfDay(this.dataSource.manager, day, randomBytes(32));
      this.salt = { day, value };
      value.catch(() => {
        if (this.salt?.value === value) this.salt = undefined;
      });
    }
    return this.salt.value;
  }

  async visitorsPerDay(days: number): Promise<VisitorsPerDay> {
    const { fromDay, toDay } = this.range(days);
    return { days: await visitorsPerDay(this.dataSource.manager, fromDay, toDay) };
  }

  async sources(days: number): Promise<TrafficSource[]> {
    const { fromDay, from } = this.range(days);
    return sourceCounts(this.dataSource.manager, fromDay, from);
  }

  async journey(days: number): Promise<JourneyCounts> {
    const { fromDay, from } = this.range(days);
    return { steps: await journeyCounts(this.dataSource.manager, fromDay, from) };
  }

  /** The last `days` days, today (UTC) included. */
  private range(days: number): { fromDay: string; toDay: string; from: Date } {
    const now = this.clock.now();
    const from = new Date(Date.parse(utcDay(now)) - (days - 1) * DAY_MS);
    return { fromDay: utcDay(from), toDay: utcDay(now), from };
  }
}
